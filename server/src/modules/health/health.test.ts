import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/server';
import { HEALTH_PATH } from './routes';

describe('health', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers without a session that the process and its database are up', async () => {
    expect(await server.post(HEALTH_PATH)).toMatchObject({ code: 200, data: { status: 'UP' } });
  });
});
