import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createProcessData,
  type ProcessData,
  type ServerProcess,
  startServerProcess,
} from './test/server-process';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

describe('the production build', () => {
  let data: ProcessData;
  let server: ServerProcess;

  beforeAll(async () => {
    // What the server image runs: the bundle of build.mjs under plain Node, no tsx.
    await promisify(execFile)(process.execPath, ['build.mjs'], { cwd: serverDir });
    data = await createProcessData();
    server = await startServerProcess(data, {}, 'bundle');
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    await data?.remove();
  });

  it('starts from dist/ and serves a login, migrations and seed found beside it', async () => {
    const token = await server.login('admin');
    expect(token).toEqual(expect.any(String));
  });
});
