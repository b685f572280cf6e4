import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { AREA_API, OPERATE_LOG_API } from '@site/shared-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PROJECTS } from './seed/demo';
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
    // The image's clock (docker/server.Dockerfile), whatever this machine's is.
    server = await startServerProcess(data, { TZ: 'Asia/Shanghai' }, 'bundle');
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    await data?.remove();
  });

  it('starts from dist/ and serves a login, migrations and seed found beside it', async () => {
    const token = await server.login('admin');
    expect(token).toEqual(expect.any(String));
  });

  it("stamps what it records in the site's wall-clock time, the zone of TZ", async () => {
    const token = await server.login('admin');
    const areaName = `时钟${Date.now()}`;
    const added = await server.post(AREA_API.add, { projectId: DEMO_PROJECTS.main, areaName }, token);
    expect(added.code).toBe(200);
    const { data: log } = await server.post<{ records: { createTime: string }[] }>(
      OPERATE_LOG_API.page,
      { projectId: DEMO_PROJECTS.main, pageNumber: 1, pageSize: 1, targetName: areaName },
      token,
    );
    // Shanghai is UTC+8 all year: read as such, the stamp is this moment.
    const stamped = Date.parse(`${log.records[0].createTime.replace(' ', 'T')}+08:00`);
    expect(Math.abs(stamped - Date.now())).toBeLessThan(60_000);
  });
});
