import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Weather, WIDGET_CALLS } from '@site/shared-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SCREEN } from '../../seed/demo';
import { wallPost } from '../../test/seeded-rows';
import { startTestServer, type TestServer } from '../../test/server';
import { weatherSource } from './source';

const WEATHER = WIDGET_CALLS.weather.path;

/** A stand-in weather service counting the calls it answers; `answer` null makes it fail. */
async function startWeatherService() {
  const service = {
    calls: 0,
    answer: { city: '杭州', wea: '多云', tem1: '18', tem2: '11' } as object | null,
  };
  const server: Server = createServer((_request, response) => {
    service.calls++;
    if (!service.answer) {
      response.writeHead(503).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(service.answer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/weather`;
  return { service, url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('weather call', () => {
  let weather: Awaited<ReturnType<typeof startWeatherService>>;
  let withService: TestServer;
  let without: TestServer;

  beforeAll(async () => {
    weather = await startWeatherService();
    [withService, without] = await Promise.all([
      startTestServer({ weatherUrl: weather.url }),
      startTestServer(),
    ]);
  });
  afterAll(async () => {
    await Promise.all([withService.close(), without.close()]);
    await weather.close();
  });

  it("answers the configured service's weather with the server's weekday, to any signed-in user", async () => {
    const nobody = await withService.login('nobody');
    const answer = await withService.post<Weather>(WEATHER, undefined, nobody);
    expect(answer.data).toEqual({
      city: '杭州',
      wea: '多云',
      tem1: '18',
      tem2: '11',
      week: ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'][new Date().getDay()],
    });
    expect((await wallPost<Weather>(withService, WEATHER, {}, DEMO_SCREEN.key)).data.wea).toBe('多云');
    expect((await withService.post(WEATHER, {})).code).toBe(401);
  });

  it('answers data null without a configured service', async () => {
    const admin = await without.login('admin');
    expect(await without.post(WEATHER, {}, admin)).toEqual({ code: 200, message: '操作成功', data: null });
  });

  it("answers the demo simulator's weather without a service, in the city of the wall's project", async () => {
    const simulated = await startTestServer({ simulator: true });
    try {
      const answer = await wallPost<Weather>(simulated, WEATHER, {}, DEMO_SCREEN.key);
      expect(answer.data).toMatchObject({
        city: '杭州市',
        wea: expect.any(String),
        tem1: expect.any(String),
      });
      const admin = await simulated.login('admin');
      expect((await simulated.post<Weather>(WEATHER, {}, admin)).data.week).toMatch(/^星期/);
    } finally {
      await simulated.close();
    }
  });
});

describe('weather source', () => {
  it('asks the service once per 10 minutes, and again a minute after a failure', async () => {
    const weather = await startWeatherService();
    const clock = { now: Date.now() };
    const source = weatherSource(weather.url, () => clock.now);
    try {
      expect((await source.current())?.tem1).toBe('18');
      clock.now += 9 * 60_000;
      await source.current();
      expect(weather.service.calls).toBe(1);
      clock.now += 60_000;
      weather.service.answer = null;
      expect(await source.current()).toBeNull();
      clock.now += 30_000;
      expect(await source.current()).toBeNull();
      expect(weather.service.calls).toBe(2);
      clock.now += 30_000;
      weather.service.answer = { city: '杭州', wea: '小雨', tem1: 15, tem2: 9, week: '星期八' };
      expect(await source.current()).toEqual({
        city: '杭州',
        wea: '小雨',
        tem1: '15',
        tem2: '9',
        week: '星期八',
      });
    } finally {
      await weather.close();
    }
  });

  it('answers null for a service that cannot be reached or answers without the weather', async () => {
    expect(await weatherSource('http://127.0.0.1:9/weather').current()).toBeNull();
    const weather = await startWeatherService();
    weather.service.answer = { city: '杭州' };
    expect(await weatherSource(weather.url).current()).toBeNull();
    await weather.close();
  });
});
