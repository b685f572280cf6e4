import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/server';
import type { RegionTreeNode } from './queries';

const PATH = '/front/regionInfo/queryTree';

describe('region tree', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers province > city > district, leaves without children', async () => {
    const answer = await server.post<RegionTreeNode[]>(PATH, {}, await server.login('nobody'));
    expect(answer.code).toBe(200);
    const zhejiang = answer.data.find((node) => node.regionName === '浙江省');
    const hangzhou = zhejiang?.children?.find((node) => node.regionName === '杭州市');
    const shangcheng = hangzhou?.children?.find((node) => node.regionName === '上城区');
    expect(shangcheng).toEqual({ regionId: '330102', regionName: '上城区', parentId: '330100', level: 3 });
    expect(answer.data.map((node) => node.regionName)).toEqual(['浙江省', '江苏省']);
  });

  it('needs a session', async () => {
    expect((await server.post(PATH)).code).toBe(401);
  });
});
