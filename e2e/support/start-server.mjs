// Starts the reference server on a fresh data folder so every end-to-end run begins from the demo seed.
// The server's own tsx is run directly: pnpm need not be on the PATH of whoever runs Playwright.
// The folder is per port under e2e/.data and wiped at start, since Playwright may end us by SIGKILL.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('../../server/', import.meta.url));
const dataDir = fileURLToPath(new URL(`../.data/server-${process.env.PORT ?? 'default'}`, import.meta.url));
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
const child = spawn(join(serverDir, 'node_modules/.bin/tsx'), ['src/main.ts'], {
  cwd: serverDir,
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir, SIMULATOR: process.env.SIMULATOR ?? 'off' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
