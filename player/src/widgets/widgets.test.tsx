/** @jsxImportSource preact */
import {
  createComponent,
  type ScreenComponent,
  TEXT_EDIT_HINT,
  WIDGET_CATALOGUE,
  WIDGET_TYPES,
} from '@site/shared-schema';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountCalls, widgetContext } from '../data/catalogue';
import { stableJson } from '../data/layer';
import { fakeFetcher, renderWidget, settle } from '../test/harness';
import { entryOf, loadedView, loadView, REGISTRY } from './registry';

// Heavy libraries do not run in jsdom (no canvas, no WebGL): stand-ins record what they are given.
const charts: { options: unknown[]; disposed: number; ratio?: number } = { options: [], disposed: 0 };
vi.mock('../charts/echarts', () => ({
  init: (_element: HTMLElement, _theme: unknown, opts: { devicePixelRatio: number }) => {
    charts.ratio = opts.devicePixelRatio;
    return {
      setOption: (option: unknown) => charts.options.push(option),
      resize: () => {},
      dispose: () => {
        charts.disposed += 1;
      },
    };
  },
}));
const maps: { created: unknown[]; removed: number } = { created: [], removed: 0 };
vi.mock('./map/maplibre', () => {
  class FakeMap {
    constructor(options: unknown) {
      maps.created.push(options);
    }
    on() {
      return this;
    }
    remove() {
      maps.removed += 1;
    }
    resize() {}
    setPixelRatio() {}
  }
  class FakeMarker {
    setLngLat() {
      return this;
    }
    addTo() {
      return this;
    }
    remove() {}
  }
  return { maplibregl: { Map: FakeMap, Marker: FakeMarker } };
});
vi.mock('./map/basemap', () => ({
  offlineStyle: async () => ({ version: 8, sources: {}, layers: [] }),
  followView: () => () => undefined,
}));

const project = {
  projectId: 'p1',
  projectName: '滨江一号地块',
  longitude: 120.21,
  latitude: 30.25,
  latLngPoints: JSON.stringify([
    { lng: 120.2, lat: 30.24 },
    { lng: 120.22, lat: 30.24 },
    { lng: 120.22, lat: 30.26 },
  ]),
};
const fetcher = fakeFetcher({ '/front/siteProject/queryByProject': project });

let cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups) cleanup();
  cleanups = [];
});

async function show(component: ScreenComponent, preview = true) {
  const rendered = await renderWidget(component, { projectId: 'p1', preview, fetcher });
  cleanups.push(rendered.cleanup);
  return rendered.element;
}

describe('widget catalogue completeness', () => {
  it('has a player entry for every catalogue type', () => {
    for (const type of WIDGET_TYPES) expect(entryOf(type), type).toBeDefined();
    expect([...REGISTRY.keys()].sort()).toEqual([...WIDGET_TYPES].sort());
    expect(Object.keys(WIDGET_CATALOGUE).sort()).toEqual([...WIDGET_TYPES].sort());
  });

  it('text and shapes come with the entry: ready before any load, so they paint with the first render', () => {
    const bundled = [...REGISTRY.values()].filter((entry) => entry.view).map((entry) => entry.type);
    expect(bundled.sort()).toEqual(
      ['CircleShape', 'LineShape', 'RectShape', 'SVGPolygon', 'SVGStar', 'SVGTriangle', 'VText'].sort(),
    );
    for (const type of bundled) expect(loadedView(type), type).toBeDefined();
    // Any other type waits for the views' file.
    expect(loadedView('VMap')).toBeUndefined();
  });

  it('every other type has its view among those loaded together, and only those', async () => {
    const { LAZY_VIEWS } = await import('./lazy-views');
    const lazy = [...REGISTRY.values()].filter((entry) => !entry.view).map((entry) => entry.type);
    expect(Object.keys(LAZY_VIEWS).sort()).toEqual(lazy.sort());
    expect(await loadView('VMap')).toBe(LAZY_VIEWS.VMap);
    expect(loadedView('VMap')).toBe(LAZY_VIEWS.VMap);
    await expect(loadView('NoSuchWidget')).rejects.toThrow('NoSuchWidget');
  });
});

describe('reading ahead', () => {
  const startOfToday = () => new Date(new Date().setHours(0, 0, 0, 0)).getTime();
  const keyOf = (call: { base: string; path: string; payload: unknown }) =>
    `${call.base} ${call.path} ${stableJson(call.payload ?? null)}`;

  it.each(WIDGET_TYPES.map((type) => [type]))(
    '%s: the calls read ahead are those its view makes as it mounts',
    async (type) => {
      const component = createComponent(type, { left: 0, top: 0 });
      const made: string[] = [];
      const rendered = await renderWidget(component, {
        projectId: 'p1',
        fetcher: async (call) => {
          made.push(keyOf(call));
          return fetcher(call, new AbortController().signal);
        },
      });
      cleanups.push(rendered.cleanup);
      const ahead = mountCalls(
        component,
        widgetContext({ projectId: 'p1', orgId: '', areaId: '' }, startOfToday(), component),
      );
      for (const spec of ahead) expect(made).toContain(keyOf(spec));
    },
  );
});

describe('built widgets render their catalogue default', () => {
  it.each(WIDGET_TYPES.map((type) => [type]))('%s', async (type) => {
    const element = await show(createComponent(type, { left: 0, top: 0 }));
    expect(element.querySelector('[data-state="error"]'), element.innerHTML).toBeNull();
    expect(element.querySelector('[data-state="placeholder"]')).toBeNull();
    expect(element.querySelector(`[data-type="${type}"]`)).not.toBeNull();
  });
});

describe('widget behaviour', () => {
  it('text shows its content, read as plain text', async () => {
    const text = createComponent('VText', { left: 0, top: 0 });
    text.propValue = '第一行<br>第二行&nbsp;<script>x</script>';
    const element = await show(text);
    expect(element.textContent).toContain('第一行\n第二行\u00a0x');
    expect(element.querySelector('script')).toBeNull();
  });

  it('an empty text, or one still holding the original hint, is blank on a wall and a hint in the designer', async () => {
    const text = createComponent('VText', { left: 0, top: 0 });
    expect(text.propValue).toBe('');
    expect((await show(text)).textContent?.trim()).toBe('');
    expect((await show(text, false)).textContent).toContain(TEXT_EDIT_HINT);
    text.propValue = TEXT_EDIT_HINT;
    expect((await show(text)).textContent?.trim()).toBe('');
  });

  it('project name reads the project', async () => {
    const element = await show(createComponent('ProjectName', { left: 0, top: 0 }));
    expect(element.textContent).toContain('滨江一号地块');
  });

  it('a line is a stroke across the middle of its box, as thick as its border, whatever the box height', async () => {
    const line = createComponent('LineShape', { left: 0, top: 0 });
    line.style = { ...line.style, height: 80, borderWidth: 3, background: '#ff0000' };
    const stroke = (await show(line)).querySelector('.pw-line > div') as HTMLElement;
    expect(stroke.style.height).toBe('3px');
    expect(stroke.style.background).toBe('rgb(255, 0, 0)');
    // A document of the original product (no border width) keeps its box-high line.
    line.style = { ...line.style, borderWidth: undefined };
    expect(((await show(line)).querySelector('.pw-line > div') as HTMLElement).style.height).toBe('100%');
  });

  it('table has a bold header and striped rows', async () => {
    const table = createComponent('VTable', { left: 0, top: 0 });
    table.propValue = {
      data: [
        ['班组', '人数'],
        ['钢筋班', '12'],
        ['木工班', '8'],
        ['泥工班', '5'],
      ],
      stripe: true,
      thBold: true,
    };
    const element = await show(table);
    const th = element.querySelectorAll('th');
    expect([...th].map((cell) => cell.textContent)).toEqual(['班组', '人数']);
    expect((th[0] as HTMLElement).style.fontWeight).toBe('bold');
    const rows = element.querySelectorAll('tbody tr');
    expect(rows).toHaveLength(3);
    expect((rows[1] as HTMLElement).style.background).not.toBe('');
    expect((rows[0] as HTMLElement).style.background).toBe('');
  });

  it('chart builds an ECharts option from the seed option shape', async () => {
    charts.options = [];
    const chart = createComponent('VChart', { left: 0, top: 0 });
    await show(chart);
    await settle(6);
    const option = charts.options.at(-1) as {
      series: { type: string; data: number[] }[];
      xAxis: { data: string[] };
    };
    expect(option.series[0]).toMatchObject({ type: 'bar', data: [12, 20, 15, 8, 17] });
    expect(option.xAxis.data).toEqual(['一月', '二月', '三月', '四月', '五月']);
  });

  it('chart draws its canvas at devicePixelRatio × scale', async () => {
    charts.ratio = undefined;
    const chart = createComponent('VChart', { left: 0, top: 0 });
    const rendered = await renderWidget(chart, { projectId: 'p1', fetcher, scale: 2 });
    cleanups.push(rendered.cleanup);
    await settle(6);
    expect(charts.ratio).toBe(2 * (window.devicePixelRatio || 1));
  });

  it('map is fixed at zoom 16 on the project, interactions off', async () => {
    maps.created = [];
    await show(createComponent('VMap', { left: 0, top: 0 }));
    await settle(6);
    expect(maps.created[0]).toMatchObject({
      center: [120.21, 30.25],
      zoom: 16,
      interactive: false,
      scrollZoom: false,
      dragPan: false,
    });
  });

  it('group places rotated children relative to the group', async () => {
    const group = createComponent('Group', { left: 100, top: 100 });
    group.style.width = 200;
    group.style.height = 100;
    group.style.rotate = 30;
    const rect = createComponent('RectShape', { left: 100, top: 100 });
    rect.groupStyle = { left: '0%', top: '0%', width: '50%', height: '100%', rotate: 45 };
    const star = createComponent('SVGStar', { left: 200, top: 100 });
    star.style.width = 100;
    star.style.height = 100;
    star.groupStyle = {};
    group.propValue = [rect, star];
    const element = await show(group);
    await settle();
    const children = element.querySelectorAll('.pw-group > .pw-component');
    expect(children).toHaveLength(2);
    const first = children[0] as HTMLElement;
    expect(first.style.width).toBe('50%');
    expect(first.style.transform).toBe('rotate(45deg)');
    const second = children[1] as HTMLElement;
    // Measured against the group's box: left 100 of 200 px, full height.
    expect(second.style.left).toBe('50%');
    expect(second.style.height).toBe('100%');
  });
});

describe('robust to odd documents', () => {
  it('a chart without an option, a table without data and a picture without url show empty states', async () => {
    const chart = createComponent('VChart', { left: 0, top: 0 });
    chart.propValue = {} as never;
    const table = createComponent('VTable', { left: 0, top: 0 });
    table.propValue = {} as never;
    const picture = createComponent('Picture', { left: 0, top: 0 });
    picture.propValue = { url: 'javascript:alert(1)' };
    for (const component of [chart, table, picture]) {
      const element = await show(component);
      await settle(4);
      expect(element.querySelector('[data-state="error"]'), component.component).toBeNull();
    }
    expect(document.querySelector('img[src^="javascript"]')).toBeNull();
  });
});
