import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RUNTIME_CONFIG, fetchConfigJson, normaliseRuntimeConfig } from './runtime-config';

describe('normaliseRuntimeConfig', () => {
  it('keeps the known strings, trimmed, with the bases’ trailing slashes dropped', () => {
    expect(
      normaliseRuntimeConfig({
        commonBaseUrl: ' https://api.example/ ',
        siteBaseUrl: 'https://site.example//',
        socketUrl: ' /ws ',
        mapTileUrl: 'https://tiles/{z}/{x}/{y}.png',
        extra: true,
      }),
    ).toEqual({
      commonBaseUrl: 'https://api.example',
      siteBaseUrl: 'https://site.example',
      socketUrl: '/ws',
      mapStyleUrl: '',
      mapTileUrl: 'https://tiles/{z}/{x}/{y}.png',
    });
  });

  it('takes the defaults for what is missing or not text, and for a file that is not an object', () => {
    expect(normaliseRuntimeConfig({ socketUrl: 7, siteBaseUrl: null })).toEqual(DEFAULT_RUNTIME_CONFIG);
    expect(normaliseRuntimeConfig(null)).toEqual(DEFAULT_RUNTIME_CONFIG);
    expect(normaliseRuntimeConfig('{"socketUrl":"/x"}')).toEqual(DEFAULT_RUNTIME_CONFIG);
  });
});

describe('fetchConfigJson', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === '/config.json') {
        response.setHeader('content-type', 'application/json');
        response.end('{"siteBaseUrl":"https://site.example"}');
      } else if (request.url === '/broken.json') {
        response.end('{"siteBaseUrl":');
      } else {
        response.statusCode = 404;
        response.end('{}');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers the parsed file', async () => {
    expect(await fetchConfigJson(`${base}/config.json`)).toEqual({ siteBaseUrl: 'https://site.example' });
  });

  it('answers null for a missing file, a broken one and a server that does not answer', async () => {
    expect(await fetchConfigJson(`${base}/missing.json`)).toBeNull();
    expect(await fetchConfigJson(`${base}/broken.json`)).toBeNull();
    expect(await fetchConfigJson('http://127.0.0.1:1/config.json')).toBeNull();
  });
});
