import { CRANE_ALARM_RESOURCE, CRANE_REALTIME_RESOURCE, type PageResult } from '@site/shared-schema';
import { and, count, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { craneAlarms, craneDevices, craneReadings } from '../../db/schema';
import { DEMO_PROJECTS } from '../../seed/demo';
import { DEMO_DEVICES } from '../../seed/devices/ids';
import {
  dataOf,
  REFUSED,
  refusals,
  type ServerWithRows,
  startTestServerWithRows,
} from '../../test/seeded-rows';
import { xlsxRows } from '../../test/xlsx';

const MAIN = DEMO_PROJECTS.main;
type Row = Record<string, unknown>;

describe('crane data recording', () => {
  let context: ServerWithRows;
  let admin: string;
  const page = (path: string, body: Record<string, unknown>) =>
    dataOf<PageResult<Row>>(
      context.server,
      path,
      { projectId: MAIN, pageNumber: 1, pageSize: 20, ...body },
      admin,
    );

  beforeAll(async () => {
    context = await startTestServerWithRows();
    admin = await context.server.login('admin');
  });
  afterAll(() => context.close());

  it("lists the project's crane readings newest first, by crane name and time", async () => {
    const all = await page(CRANE_REALTIME_RESOURCE.api.page, {});
    const [{ total }] = await context.db
      .select({ total: count() })
      .from(craneReadings)
      .innerJoin(craneDevices, eq(craneDevices.id, craneReadings.deviceId))
      .where(eq(craneDevices.projectId, MAIN));
    expect(all.total).toBe(total);
    const times = all.records.map((row) => String(row.recordedAt));
    expect(times).toEqual([...times].sort().reverse());
    expect(all.records[0]).toMatchObject({
      projectId: MAIN,
      deviceName: expect.any(String),
      moment: expect.any(Number),
    });

    const second = await page(CRANE_REALTIME_RESOURCE.api.page, { deviceName: 'QTZ125' });
    expect(second.total).toBeGreaterThan(0);
    expect(second.records.every((row) => row.deviceId === DEMO_DEVICES.crane.second)).toBe(true);

    const since = times[0];
    const recent = await page(CRANE_REALTIME_RESOURCE.api.page, {
      recordedAtStart: since,
      recordedAtEnd: '2099-01-01 00:00:00',
    });
    const [{ fresh }] = await context.db
      .select({ fresh: count() })
      .from(craneReadings)
      .innerJoin(craneDevices, eq(craneDevices.id, craneReadings.deviceId))
      .where(and(eq(craneDevices.projectId, MAIN), gte(craneReadings.recordedAt, since)));
    expect(recent.total).toBe(fresh);
  });

  it("lists the project's alarms and faults by category, never another project's", async () => {
    const alarms = await page(CRANE_ALARM_RESOURCE.api.page, { category: 'alarm', pageSize: 1000 });
    const stored = await context.db
      .select({ id: craneAlarms.id })
      .from(craneAlarms)
      .innerJoin(craneDevices, eq(craneDevices.id, craneAlarms.deviceId))
      .where(and(eq(craneDevices.projectId, MAIN), eq(craneAlarms.category, 'alarm')));
    expect(alarms.total).toBe(stored.length);
    expect(new Set(alarms.records.map((row) => row.alarmId))).toEqual(new Set(stored.map((row) => row.id)));
    expect(alarms.records.some((row) => row.deviceId === DEMO_DEVICES.crane.sciencePark)).toBe(false);
  });

  it('exports exactly the filtered readings', async () => {
    const filters = { projectId: MAIN, deviceName: 'QTZ80' };
    const list = await page(CRANE_REALTIME_RESOURCE.api.page, { ...filters, pageSize: 1000 });
    const response = await fetch(`${context.server.url}${CRANE_REALTIME_RESOURCE.api.export}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify(filters),
    });
    const rows = await xlsxRows(Buffer.from(await response.arrayBuffer()));
    expect(rows).toHaveLength(list.total);
    expect(list.total).toBeGreaterThan(0);
    // Each sheet row is the list's row, newest first, under the fields' labels.
    expect(rows.map((row) => row.values.采集时间)).toEqual(list.records.map((row) => row.recordedAt));
    expect(rows.every((row) => row.values.塔吊名称 === '1号塔吊（QTZ80）')).toBe(true);
    expect(rows[0].values['力矩(%)']).toBe(String(list.records[0].moment));
  });

  it('refuses no token, a user without cSiteCraneManager and a foreign project', async () => {
    for (const path of [CRANE_REALTIME_RESOURCE.api.page, CRANE_ALARM_RESOURCE.api.page]) {
      expect(await refusals(context.server, path, { projectId: MAIN, pageNumber: 1, pageSize: 20 })).toEqual(
        REFUSED,
      );
    }
  });
});
