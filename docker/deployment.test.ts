import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/**
 * This machine has no Docker daemon: the deployment files are checked as text here (and by `docker
 * compose config` and `nginx -t` where those programs exist), so a broken file fails CI before an
 * operator meets it.
 */
const here = fileURLToPath(new URL('.', import.meta.url));
const root = join(here, '..');
const read = (name: string) => readFileSync(join(here, name), 'utf8');
/** Whether a program runs here at all (a docker without its compose plugin does not count). */
const runs = (command: string) => spawnSync('sh', ['-c', `${command} >/dev/null 2>&1`]).status === 0;

interface Service {
  image?: string;
  build?: { context: string; dockerfile: string };
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  deploy?: { replicas: string | number };
  ports?: string[];
  volumes?: string[];
}
const compose = parse(read('compose.yaml')) as { services: Record<string, Service>; volumes: object };

/** A Dockerfile's instructions, continuation lines joined, comments dropped. */
function instructions(file: string): { op: string; args: string }[] {
  return read(file)
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [op, ...rest] = line.split(/\s+/);
      return { op: op.toUpperCase(), args: rest.join(' ') };
    });
}
const KNOWN = new Set(
  'FROM RUN COPY ADD ENV ARG WORKDIR USER EXPOSE VOLUME HEALTHCHECK CMD ENTRYPOINT STOPSIGNAL LABEL SHELL'.split(
    ' ',
  ),
);
/** A pinned image: a tag with a version number, never `latest` or none. */
const PINNED = /^[\w./-]+:(?!latest)[\w.-]*\d[\w.-]*$/;

describe.each(['server.Dockerfile', 'web.Dockerfile'])('%s', (file) => {
  const steps = instructions(file);
  const stages = steps.filter((step) => step.op === 'FROM');
  const last = steps.slice(steps.lastIndexOf(stages[stages.length - 1]));

  it('holds only Dockerfile instructions, from pinned images', () => {
    expect(steps.filter((step) => !KNOWN.has(step.op))).toEqual([]);
    for (const stage of stages) expect(stage.args.split(' ')[0]).toMatch(PINNED);
  });

  it('runs as a user other than root, with a health check', () => {
    const user = last.filter((step) => step.op === 'USER').pop();
    expect(user?.args).toMatch(/^(node|nginx)$/);
    expect(last.some((step) => step.op === 'HEALTHCHECK')).toBe(true);
  });

  it('copies only what the repository has', () => {
    for (const step of steps.filter(
      (candidate) => candidate.op === 'COPY' && !candidate.args.startsWith('--from'),
    )) {
      const sources = step.args.split(' ').slice(0, -1);
      for (const source of sources) expect(existsSync(join(root, source)), source).toBe(true);
    }
  });
});

describe('compose.yaml', () => {
  const { services } = compose;

  it('pins every image and builds ours from these Dockerfiles', () => {
    for (const [name, service] of Object.entries(services)) {
      if (service.build) {
        expect(existsSync(join(here, service.build.context, service.build.dockerfile)), name).toBe(true);
      } else expect(service.image, name).toMatch(PINNED);
    }
  });

  it('runs two or more server replicas behind nginx, each waiting for what it needs to be healthy', () => {
    expect(services.server.deploy?.replicas).toMatch(/^\$\{SERVER_REPLICAS:-([2-9]|\d{2,})\}$/);
    expect(services.web.environment?.SERVER_UPSTREAM).toBe('server:8080');
    expect(services.web.ports).toHaveLength(1);
    for (const [name, service] of Object.entries(services))
      for (const [needed, { condition }] of Object.entries(service.depends_on ?? {})) {
        expect(condition, `${name} → ${needed}`).toBe('service_healthy');
        const image = services[needed];
        expect(Boolean(image.healthcheck || image.build), `${needed} has a health check`).toBe(true);
      }
  });

  it('takes every secret from the environment and refuses to start without it', () => {
    const text = read('compose.yaml');
    for (const secret of ['POSTGRES_PASSWORD', 'RABBITMQ_PASSWORD', 'MINIO_PASSWORD'])
      expect(text).toContain(`\${${secret}:?set ${secret}}`);
    // A key naming a password holds a variable, never a value.
    expect(text).not.toMatch(/^\s*\w*PASS(WORD)?:\s*(?!\$\{)\S/m);
    expect(services.server.environment?.DATABASE_URL).toMatch(/^postgres:\/\/site:\$\{POSTGRES_PASSWORD/);
    expect(services.server.environment?.BROKER_URL).toMatch(/^amqp:\/\//);
    expect(services.server.environment?.S3_SECRET_ACCESS_KEY).toBe(`\${MINIO_PASSWORD:?set MINIO_PASSWORD}`);
  });

  it("runs the servers on the sites' clock, not the container's UTC", () => {
    expect(services.server.environment?.TZ).toBe(`\${SITE_TIME_ZONE:-Asia/Shanghai}`);
    const env = instructions('server.Dockerfile').filter((step) => step.op === 'ENV');
    expect(env.at(-1)?.args).toContain('TZ=Asia/Shanghai');
    expect(read('.env.example')).toMatch(/^SITE_TIME_ZONE=Asia\/Shanghai$/m);
  });

  it('keeps files in the MinIO bucket every replica reads, and data in named volumes', () => {
    expect(services.server.environment).toMatchObject({
      S3_BUCKET: expect.any(String),
      S3_ENDPOINT: 'http://minio:9000',
      S3_ACCESS_KEY_ID: services.minio.environment?.MINIO_ROOT_USER,
    });
    expect(services.server.depends_on?.minio).toEqual({ condition: 'service_healthy' });
    expect(services.minio.volumes).toEqual(['objects:/data']);
    expect(services.server.volumes).toEqual(['data:/data']);
    expect(Object.keys(compose.volumes).sort()).toEqual(['data', 'objects', 'pgdata', 'rabbitdata']);
  });

  it.runIf(runs('docker compose version'))('is accepted by docker compose', () => {
    execFileSync('docker', ['compose', '-f', join(here, 'compose.yaml'), 'config', '--quiet'], {
      env: { ...process.env, POSTGRES_PASSWORD: 'x', RABBITMQ_PASSWORD: 'x', MINIO_PASSWORD: 'x' },
    });
  });
});

describe('nginx', () => {
  it.runIf(runs('nginx -v'))('accepts the site configuration as the image fills it in', () => {
    const folder = mkdtempSync(join(tmpdir(), 'site-nginx-'));
    try {
      const site = read('nginx/site.conf.template').replaceAll(`\${SERVER_UPSTREAM}`, '127.0.0.1:1');
      writeFileSync(join(folder, 'site.conf'), site);
      writeFileSync(
        join(folder, 'nginx.conf'),
        `pid ${folder}/nginx.pid; error_log ${folder}/error.log; events {} http { access_log off; include ${folder}/site.conf; }`,
      );
      const check = spawnSync('nginx', ['-t', '-p', folder, '-c', join(folder, 'nginx.conf')], {
        encoding: 'utf8',
      });
      expect(check.stderr).toContain('test is successful');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('writes both apps a config.json with every field the apps read', () => {
    const script = read('nginx/40-config-json.sh');
    const fields = Object.keys(JSON.parse(readFileSync(join(root, 'console/public/config.json'), 'utf8')));
    for (const field of fields) expect(script).toContain(`"${field}"`);
    expect(Object.keys(JSON.parse(readFileSync(join(root, 'player/public/config.json'), 'utf8')))).toEqual(
      fields,
    );
  });
});

describe("the builds' gzip copies (scripts/precompress.mjs), which nginx sends with gzip_static", () => {
  it('are written for the files under assets/ only, never for config.json, which deployments rewrite', () => {
    const dist = mkdtempSync(join(tmpdir(), 'precompress-'));
    try {
      const bundle = `console.log(${JSON.stringify('bundle '.repeat(200))});`;
      const config = JSON.stringify({ apiBaseUrl: '', socketUrl: '/realtime', note: 'x'.repeat(200) });
      mkdirSync(join(dist, 'assets'));
      writeFileSync(join(dist, 'assets', 'app-1a2b.js'), bundle);
      writeFileSync(join(dist, 'config.json'), config);
      writeFileSync(join(dist, 'index.html'), `<!doctype html>${'<p>page</p>'.repeat(200)}`);
      execFileSync(process.execPath, [join(root, 'scripts/precompress.mjs'), dist]);
      expect(gunzipSync(readFileSync(join(dist, 'assets', 'app-1a2b.js.gz'))).toString()).toBe(bundle);
      expect(existsSync(join(dist, 'config.json.gz'))).toBe(false);
      expect(existsSync(join(dist, 'index.html.gz'))).toBe(false);
      expect(read('nginx/site.conf.template')).toMatch(/gzip_static on;/);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
