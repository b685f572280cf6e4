import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { PACKAGE_DIR } from '../package-dir';
import { freePort } from './server-process';

/** The bundle each app's assets/ holds, with the gzip copy a build writes beside it. */
export const NGINX_BUNDLE = `console.log(${JSON.stringify('bundle '.repeat(500))});`;

/** Whether Debian's nginx is installed here. */
export const nginxInstalled = () => spawnSync('sh', ['-c', 'nginx -v >/dev/null 2>&1']).status === 0;

export interface Nginx {
  url: string;
  stop(): Promise<void>;
}

/**
 * nginx with docker/nginx/site.conf.template, filled in as the image does, in front of the given
 * replicas (host:port), on a free loopback port; resolved once it answers.
 */
export async function startNginx(replicas: string[]): Promise<Nginx> {
  const folder = await mkdtemp(join(tmpdir(), 'site-nginx-'));
  // nginx's workers drop root for `nobody`: they must read the pages.
  await chmod(folder, 0o755);
  for (const app of ['console', 'player']) {
    await mkdir(join(folder, 'site', app, 'assets'), { recursive: true });
    await writeFile(join(folder, 'site', app, 'index.html'), `<!doctype html><title>${app}</title>`);
    await writeFile(join(folder, 'site', app, 'assets', 'app.js'), NGINX_BUNDLE);
    await writeFile(join(folder, 'site', app, 'assets', 'app.js.gz'), gzipSync(NGINX_BUNDLE));
  }
  const port = await freePort();
  const template = await readFile(join(PACKAGE_DIR, '../docker/nginx/site.conf.template'), 'utf8');
  const site = template
    .replace(/ {4}server \$\{SERVER_UPSTREAM\}(.*);/g, (_line, options: string) =>
      replicas.map((replica) => `    server ${replica}${options};`).join('\n'),
    )
    .replace('listen 8080;', `listen 127.0.0.1:${port};`)
    .replaceAll('/usr/share/site', join(folder, 'site'));
  await writeFile(join(folder, 'site.conf'), site);
  await writeFile(
    join(folder, 'nginx.conf'),
    `pid ${folder}/nginx.pid; error_log ${folder}/error.log; daemon off;
     events {}
     http { access_log off; client_body_temp_path ${folder}/body; proxy_temp_path ${folder}/proxy;
     include ${folder}/site.conf; }`,
  );
  const child: ChildProcess = spawn('nginx', ['-p', folder, '-c', join(folder, 'nginx.conf')], {
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + 10_000;
  while (!(await fetch(`${url}/nginx-health`).catch(() => null))?.ok) {
    if (Date.now() > until) throw new Error(`nginx did not answer: see ${folder}/error.log`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      await rm(folder, { recursive: true, force: true });
    },
  };
}
