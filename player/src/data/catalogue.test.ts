import { WIDGET_CALLS } from '@site/shared-schema';
import { describe, expect, it } from 'vitest';
import { catalogueCall, widgetCallSpec } from './catalogue';
import { callKey } from './layer';

const context = { projectId: 'p1', areaId: 'a1', areaIdList: ['a1'], now: new Date(2024, 4, 1, 15, 30) };

describe('catalogue bridge', () => {
  it("finds a widget type's call in the catalogue", () => {
    expect(catalogueCall('ProjectName', 'project')).toBe(WIDGET_CALLS.project);
    expect(catalogueCall('VMap', 'project')).toBe(WIDGET_CALLS.project);
    expect(() => catalogueCall('VText', 'project')).toThrow(/VText/);
  });

  it('project name and map make the same call: one key, so one request', () => {
    const name = widgetCallSpec(catalogueCall('ProjectName', 'project'), context);
    const map = widgetCallSpec(catalogueCall('VMap', 'project'), context);
    expect(callKey(name)).toBe(callKey(map));
    expect(name).toMatchObject({
      base: 'site',
      path: '/front/siteProject/queryByProject',
      payload: { projectId: 'p1' },
      refresh: { intervalMs: 600_000, channels: [] },
    });
  });

  it('personnel calls poll every 30 s and re-read on the project time log, throttled to 10 s', () => {
    expect(widgetCallSpec(WIDGET_CALLS.personCount, context)).toMatchObject({
      payload: { projectId: 'p1', areaId: 'a1' },
      refresh: {
        intervalMs: 30_000,
        throttleMs: 10_000,
        channels: ['/topic/timeLog/p1'],
        onMessage: 'reread',
      },
    });
  });

  it("vehicle records read today's page of 20 records, prepend pushed ones and stay 20 long", () => {
    expect(widgetCallSpec(WIDGET_CALLS.vehicleRecords, context)).toMatchObject({
      payload: {
        projectId: 'p1',
        timeStart: '2024-05-01 00:00:00',
        timeEnd: '2024-05-01 23:59:59',
        pageSize: 20,
        pageNumber: 1,
      },
      reads: 'data.records',
      refresh: {
        throttleMs: 3000,
        channels: ['/topic/sendLrpEquipmentTimeLog/p1'],
        onMessage: 'prepend',
        keep: 20,
      },
    });
  });

  it("device lists also re-read on the org's deviceStatus when the org is known", () => {
    expect(widgetCallSpec(WIDGET_CALLS.craneList, context).refresh?.channels).toEqual(['/topic/timeLog/p1']);
    expect(widgetCallSpec(WIDGET_CALLS.craneList, { ...context, orgId: 'o1' }).refresh?.channels).toEqual([
      '/topic/timeLog/p1',
      '/topic/deviceStatus/o1',
    ]);
  });

  it('a per-item call is built for the item', () => {
    expect(widgetCallSpec(WIDGET_CALLS.craneDetail, { ...context, item: { id: 'c7' } }).payload).toEqual({
      projectId: 'p1',
      id: 'c7',
    });
  });
});
