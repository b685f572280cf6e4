import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { type ColourBox, pixelsWithin } from './support/pixels';
import { login } from './support/session';

const DEMO_WALL = '/player/?screen=screen-demo&key=demo-wall-key-chengnan-phase1-0123456789abcdef';
/** One magenta pixel: MapLibre stretches it over the whole tile. */
const MAGENTA_TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z/AfAAQAAf8iCjrwAAAAAElFTkSuQmCC',
  'base64',
);
const MAGENTA: ColourBox = { min: [230, 0, 230], max: [255, 40, 255] };
/** The offline basemap's water (#06121f): at a site's zoom no coastline may cut through the view. */
const WATER: ColourBox = { min: [0, 12, 25], max: [12, 24, 37] };
/** Its land (#10243a), drawn from world data that loads only once a view zooms out that far. */
const LAND: ColourBox = { min: [12, 32, 54], max: [20, 40, 62] };
/** The province names (#8fb4d9, antialiased: anything brighter than the lines) and lines (#3f72a3). */
const LABEL: ColourBox = { min: [90, 125, 165], max: [200, 230, 255] };
const PROVINCE_LINE: ColourBox = { min: [50, 100, 145], max: [75, 125, 180] };

/** An XYZ tile server on loopback that answers every tile magenta and notes which were asked. */
async function startTileServer(): Promise<{ server: Server; url: string; tiles: string[] }> {
  const tiles: string[] = [];
  const server = createServer((request, response) => {
    tiles.push(request.url ?? '');
    response.writeHead(200, { 'content-type': 'image/png', 'access-control-allow-origin': '*' });
    response.end(MAGENTA_TILE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}/tiles/{z}/{x}/{y}.png`, tiles };
}

/** Serves config.json (console or player) with the tile URL added. */
async function configureTiles(page: Page, tileUrl: string): Promise<void> {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), mapTileUrl: tileUrl } });
  });
}

const canvas = (page: Page) => page.locator('.maplibregl-canvas').first();

/**
 * Tiles asked at a site's zoom over Hangzhou, where the demo projects are. MapLibre's zoom counts
 * 512-pixel tiles, so a 256-pixel source is asked one level deeper than the map's zoom 16.
 */
function siteTiles(tiles: string[]): string[] {
  return tiles.filter((tile) => {
    const [, z, x] = (/^\/tiles\/(\d+)\/(\d+)\//.exec(tile) ?? []).map(Number);
    const west = (x / 2 ** z) * 360 - 180;
    return z >= 16 && west > 119.5 && west < 121;
  });
}

test('offline, a project’s map is plain land at zoom 16 and the overview names the provinces', async ({
  page,
}) => {
  const outside: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('http://localhost') && !request.url().startsWith('data:'))
      outside.push(request.url());
  });
  await login(page, 'admin', '/map');
  await expect(page.getByTestId('map-info-window')).toBeVisible();
  await page.addStyleTag({ content: '.maplibregl-marker, .maplibregl-popup { display: none !important; }' });
  await expect.poll(async () => (await pixelsWithin(canvas(page), WATER)).count).toBe(0);

  await page.getByRole('button', { name: '全局' }).click();
  await expect.poll(async () => (await pixelsWithin(canvas(page), LABEL)).count).toBeGreaterThan(200);
  await expect
    .poll(async () => (await pixelsWithin(canvas(page), PROVINCE_LINE)).count)
    .toBeGreaterThan(2000);
  expect((await pixelsWithin(canvas(page), WATER)).count).toBeGreaterThan(10_000);
  await expect.poll(async () => (await pixelsWithin(canvas(page), LAND)).count).toBeGreaterThan(10_000);

  await page.goto(DEMO_WALL);
  await expect(canvas(page)).toBeVisible();
  await expect.poll(async () => (await pixelsWithin(canvas(page), WATER)).count).toBe(0);
  expect(outside).toEqual([]);
});

/** The project's tiles are asked for, and they fill the map (under the boundary). */
async function expectTiles(page: Page, tiles: string[]): Promise<void> {
  await expect.poll(() => siteTiles(tiles).length).toBeGreaterThan(0);
  await expect
    .poll(async () => {
      const { count, total } = await pixelsWithin(canvas(page), MAGENTA);
      return count / total;
    })
    .toBeGreaterThan(0.8);
}

test('a tile source in config.json replaces the offline basemap, on /map and on walls', async ({ page }) => {
  const { server, url, tiles } = await startTileServer();
  try {
    await configureTiles(page, url);
    await login(page, 'admin', '/map');
    await expect(page.getByTestId('map-info-window')).toBeVisible();
    await page.addStyleTag({
      content: '.maplibregl-marker, .maplibregl-popup { display: none !important; }',
    });
    await expectTiles(page, tiles);

    tiles.length = 0;
    await page.goto(DEMO_WALL);
    await expect(canvas(page)).toBeVisible();
    await expectTiles(page, tiles);
  } finally {
    server.close();
  }
});
