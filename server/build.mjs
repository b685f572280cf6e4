// Builds the server for production: one JavaScript bundle per entry in dist/, run by plain Node (no tsx).
// The workspace's shared packages are TypeScript sources and go into the bundle; the server's own
// dependencies stay outside, installed beside it (native parts such as sharp and pg need that).
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@site/'));

await build({
  entryPoints: { main: 'src/main.ts', backup: 'src/backup/backup.ts', restore: 'src/backup/restore.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Subpaths too: drizzle-orm/pglite, @fastify/static...
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
});
