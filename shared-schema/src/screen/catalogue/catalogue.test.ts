import { describe, expect, it } from 'vitest';
import {
  CAROUSEL_DEFAULT_MS,
  CAROUSEL_INTERVALS,
  CHART_REFRESH_THROTTLE_MS,
  ELECTRICAL_REFRESH_MS,
  LIVE_POLL_MS,
  SCREEN_CHANNELS,
  VEHICLE_THROTTLE_MS,
  VIDEO_ROTATIONS_MS,
} from '../constants';
import { createScreenDocument } from '../document';
import type { ScreenComponent } from '../types';
import { validateScreen } from '../validate';
import {
  createComponent,
  type DataContext,
  getWidget,
  isResizable,
  paletteOf,
  WIDGET_CALLS,
  WIDGET_CATALOGUE,
  WIDGET_TYPES,
  withFreshIds,
} from './index';

/** The widget list of the issue (seed 001 §1/§2) and the type each is saved as. */
const ISSUE_WIDGETS: Record<string, string[]> = {
  text: ['VText'],
  'project name': ['ProjectName'],
  notice: ['Notice'],
  clock: ['Clock'],
  timer: ['Timing'],
  picture: ['Picture'],
  video: ['Video'],
  button: ['VButton'],
  table: ['VTable'],
  chart: ['VChart'],
  map: ['VMap'],
  rectangle: ['RectShape'],
  circle: ['CircleShape'],
  triangle: ['SVGTriangle'],
  star: ['SVGStar'],
  polygon: ['SVGPolygon'],
  group: ['Group'],
  'project info': ['ProjectInfo'],
  'participating companies': ['CompanyList'],
  'person counts': ['PersonCount'],
  'attendance rate': ['AttendanceRate'],
  'latest entry/exit': ['EntryExitRecord'],
  'attendance live by area': ['AreaAttendance'],
  'team counts': ['TeamCount'],
  'work-type counts': ['WorkTypeCount'],
  'video monitor': ['VideoMonitor'],
  'environmental monitor': ['EnvironmentMonitor'],
  'tower crane': ['TowerCrane'],
  lift: ['Lift'],
  'vehicle record': ['VehicleRecord'],
  'electricity and leakage charts': ['ElectricityChart', 'LeakageChart'],
  'clock with weather': ['WeatherClock'],
};

const NOW = new Date(2024, 4, 17, 15, 30, 12);
const CONTEXT: DataContext = { projectId: 'p1', areaId: 'a1', areaIdList: ['a1', 'a2'], now: NOW };

describe('the widget catalogue', () => {
  it('has an entry for every widget type of the seed', () => {
    for (const [name, types] of Object.entries(ISSUE_WIDGETS)) {
      for (const type of types) expect(getWidget(type), name).toBeDefined();
    }
  });

  it('is keyed by the component name each entry saves, in the order of WIDGET_TYPES', () => {
    expect(Object.keys(WIDGET_CATALOGUE)).toEqual([...WIDGET_TYPES]);
    for (const type of WIDGET_TYPES) expect(WIDGET_CATALOGUE[type].type).toBe(type);
    expect(getWidget('toString')).toBeUndefined();
    expect(getWidget('__proto__')).toBeUndefined();
  });

  it('labels every entry in Chinese and puts all but Group in a palette section', () => {
    for (const entry of Object.values(WIDGET_CATALOGUE)) {
      expect(entry.label).toMatch(/[\u4e00-\u9fff]/);
      expect(entry.palette === null).toBe(entry.type === 'Group');
    }
    expect(paletteOf('shapes').map((entry) => entry.type)).toEqual([
      'RectShape',
      'LineShape',
      'CircleShape',
      'SVGTriangle',
      'SVGStar',
      'SVGPolygon',
    ]);
  });

  it('makes defaults that pass the validator, also inside a group', () => {
    const doc = createScreenDocument();
    for (const type of WIDGET_TYPES) doc.componentData.push(createComponent(type, { left: 0, top: 0 }));
    const group = createComponent('Group', { left: 0, top: 0 });
    group.propValue = [
      createComponent('VText', { left: 0, top: 0 }),
      createComponent('SVGStar', { left: 9, top: 9 }),
    ];
    doc.componentData.push(group);
    const result = validateScreen(doc);
    expect(result.ok ? [] : result.errors).toEqual([]);
  });

  it('lets only the seed non-resizable types go without resize handles', () => {
    const fixed = WIDGET_TYPES.filter((type) => !WIDGET_CATALOGUE[type].resizable);
    expect(fixed).toEqual([
      'VText',
      'ProjectName',
      'RectShape',
      'CircleShape',
      'SVGTriangle',
      'SVGStar',
      'SVGPolygon',
    ]);
    expect(isResizable({ component: 'VTable' })).toBe(true);
    expect(isResizable({ component: 'SVGHeart', componentType: 'SVGHeart' })).toBe(false);
    expect(isResizable({ component: 'Custom', componentType: 'RectShape' })).toBe(false);
    expect(isResizable({ component: 'SomethingNew' })).toBe(true);
  });
});

describe('createComponent', () => {
  it('places a new component with the defaults and a fresh id every time', () => {
    const ids = new Set<string>();
    for (let i = 0; i < 1000; i++) ids.add(createComponent('VText', { left: 1, top: 2 }).id);
    expect(ids.size).toBe(1000);
    const text = createComponent('VText', { left: 30, top: 40 });
    expect(text).toMatchObject({
      component: 'VText',
      componentType: 'VText',
      label: '文字',
      isLock: false,
      animations: [],
      events: {},
      style: { left: 30, top: 40, width: 200, height: 28, rotate: 0, opacity: 1 },
      request: { method: 'GET', series: false, requestCount: 0 },
      linkage: { duration: 0, data: [] },
    });
  });

  it('never shares default objects between components', () => {
    const a = createComponent('VTable', { left: 0, top: 0 });
    a.propValue.data[0][0] = 'changed';
    const b = createComponent('VTable', { left: 0, top: 0 });
    expect(b.propValue.data[0][0]).not.toBe('changed');
    expect(WIDGET_CATALOGUE.VTable.defaultPropValue).toEqual(b.propValue);
  });

  it('starts a video monitor with 4 cells, no cameras and the IPC device type', () => {
    const monitor = createComponent('VideoMonitor', { left: 0, top: 0 });
    expect(monitor).toMatchObject({ videoNum: 4, deviceList: [], style: { deviceType: 'IPC', interval: 0 } });
  });

  it('marks the project name as not editable on the canvas', () => {
    expect(createComponent('ProjectName', { left: 0, top: 0 }).noEdit).toBe(true);
  });

  it('refuses a type the catalogue does not have', () => {
    expect(() => createComponent('Nope' as never, { left: 0, top: 0 })).toThrow('unknown widget type: Nope');
  });

  it('copies with fresh ids down into group children', () => {
    const group = createComponent('Group', { left: 0, top: 0 });
    const child = createComponent('VText', { left: 0, top: 0 });
    group.propValue = [child];
    const copy = withFreshIds(group);
    expect(copy.id).not.toBe(group.id);
    expect((copy.propValue as ScreenComponent[])[0].id).not.toBe(child.id);
    expect((copy.propValue as ScreenComponent[])[0].propValue).toBe(child.propValue);
  });
});

describe('data calls and refresh policies', () => {
  const calls = Object.values(WIDGET_CATALOGUE).flatMap((entry) => entry.dataCalls);

  it('are POST paths under /front/ listening only to catalogued channels', () => {
    for (const call of calls) {
      expect(call.path).toMatch(/^\/front\/\w+\/\w+$/);
      for (const channel of call.refresh.channels) expect(SCREEN_CHANNELS).toContain(channel);
    }
  });

  it('poll live personnel and device widgets every 30 s', () => {
    for (const type of [
      'PersonCount',
      'AttendanceRate',
      'AreaAttendance',
      'EntryExitRecord',
      'TeamCount',
      'WorkTypeCount',
      'EnvironmentMonitor',
      'TowerCrane',
      'Lift',
    ]) {
      expect(WIDGET_CATALOGUE[type as 'Lift'].dataCalls[0].refresh.intervalMs, type).toBe(LIVE_POLL_MS);
    }
  });

  it('switch environment, crane and lift carousels every 600 s by default, among 5/10/30/60 minutes', () => {
    for (const type of ['EnvironmentMonitor', 'TowerCrane', 'Lift'] as const) {
      const entry = WIDGET_CATALOGUE[type];
      expect(entry.carousel).toEqual({
        styleKey: 'interval',
        defaultMs: CAROUSEL_DEFAULT_MS,
        choices: CAROUSEL_INTERVALS,
      });
      expect(entry.defaultStyle.interval).toBe(600000);
      expect(entry.panels).toContain('carouselInterval');
    }
    expect(CAROUSEL_INTERVALS).toEqual([300000, 600000, 1800000, 3600000]);
    expect(WIDGET_CATALOGUE.VideoMonitor.carousel?.choices).toEqual(VIDEO_ROTATIONS_MS);
    expect(VIDEO_ROTATIONS_MS).toEqual([0, 300000, 600000, 1800000, 3600000]);
  });

  it('refresh electrical charts every 600 s, with a day and a month call', () => {
    for (const type of [
      'ElectricityChart',
      'LeakageChart',
      'ElectricalWarn',
      'ElectricalStatistics',
    ] as const) {
      const [day, month] = WIDGET_CATALOGUE[type].dataCalls;
      expect([day.tab, month.tab]).toEqual(['day', 'month']);
      expect(day.refresh.intervalMs).toBe(ELECTRICAL_REFRESH_MS);
      expect(month.path).toBe('/front/siteAepDevice/queryElectricityMonthData');
    }
  });

  it('throttle chart re-reads on time-log messages to one per 10 s', () => {
    for (const type of ['AttendanceLiveChart', 'OutInLiveChart'] as const) {
      const { refresh } = WIDGET_CATALOGUE[type].dataCalls[0];
      expect(refresh).toMatchObject({
        channels: ['timeLog'],
        onMessage: 'reread',
        throttleMs: CHART_REFRESH_THROTTLE_MS,
      });
    }
  });

  it('prepend pushed vehicle records and throttle vehicle calls to one per 3 s', () => {
    expect(WIDGET_CATALOGUE.VehicleRecord.dataCalls[0].refresh).toMatchObject({
      channels: ['sendLrpEquipmentTimeLog'],
      onMessage: 'prepend',
      throttleMs: VEHICLE_THROTTLE_MS,
    });
  });

  it('build the payloads of the seed table from the context', () => {
    expect(WIDGET_CALLS.personCount.payload(CONTEXT)).toEqual({ projectId: 'p1', areaId: 'a1' });
    expect(WIDGET_CALLS.areaAttendance.payload(CONTEXT)).toEqual({
      projectId: 'p1',
      areaIdList: ['a1', 'a2'],
    });
    expect(WIDGET_CALLS.companies.payload(CONTEXT)).toEqual({ projectId: 'p1' });
    expect(WIDGET_CALLS.entryExitRecords.payload(CONTEXT)).toEqual({
      projectId: 'p1',
      pageNumber: 1,
      pageSize: 5,
      recordDate: '2024-05-17 00:00:00',
    });
    expect(WIDGET_CALLS.vehicleRecords.payload(CONTEXT)).toEqual({
      projectId: 'p1',
      timeStart: '2024-05-17 00:00:00',
      timeEnd: '2024-05-17 23:59:59',
      pageSize: 20,
      pageNumber: 1,
    });
    expect(WIDGET_CALLS.environmentDevices.payload(CONTEXT)).toEqual({
      projectId: 'p1',
      pageSize: 9999,
      pageNumber: 1,
    });
    expect(WIDGET_CALLS.craneDetail.payload({ ...CONTEXT, item: { id: 'c7' } })).toEqual({
      projectId: 'p1',
      id: 'c7',
    });
    expect(WIDGET_CALLS.liftDetail.payload({ ...CONTEXT, item: { id: 'l3' } })).toEqual({ id: 'l3' });
    const month = {
      month: '2024-05',
      pageNumber: 1,
      pageSize: 10,
      projectId: 'p1',
      areaIdList: ['a1', 'a2'],
    };
    expect(WIDGET_CALLS.electricityDay.payload(CONTEXT)).toEqual(month);
    expect(WIDGET_CALLS.personInChart.payload({ ...CONTEXT, now: NOW.getTime() })).toEqual(month);
    expect(WIDGET_CALLS.videoDevices.payload(CONTEXT)).toEqual({
      deviceType: 'IPC',
      businessId: 'p1',
      pageSize: 9999,
    });
    const nvr = createComponent('VideoMonitor', { left: 0, top: 0 });
    nvr.style.deviceType = 'NVR';
    expect(WIDGET_CALLS.videoDevices.payload({ ...CONTEXT, component: nvr }).deviceType).toBe('NVR');
    expect(WIDGET_CALLS.videoChannels.payload({ ...CONTEXT, item: { deviceId: 'd1' } })).toEqual({
      businessId: 'p1',
      deviceId: 'd1',
    });
  });

  it('share one definition between widgets reading the same data', () => {
    expect(WIDGET_CATALOGUE.ElectricityChart.dataCalls[0]).toBe(WIDGET_CATALOGUE.LeakageChart.dataCalls[0]);
    expect(WIDGET_CATALOGUE.ProjectInfo.dataCalls[0]).toBe(WIDGET_CATALOGUE.ProjectName.dataCalls[0]);
  });
});
