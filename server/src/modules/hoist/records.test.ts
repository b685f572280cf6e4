import {
  CRANE_ALARM_RESOURCE,
  CRANE_REALTIME_RESOURCE,
  LIFT_ALARM_RESOURCE,
  LIFT_REALTIME_RESOURCE,
  type PageResult,
} from '@site/shared-schema';
import { and, count, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  craneAlarms,
  craneDevices,
  craneReadings,
  elevatorAlarms,
  elevatorDevices,
  elevatorReadings,
} from '../../db/schema';
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

/** The data recording of both hoists: the same lists over their own tables. */
const HOISTS = [
  {
    kind: 'crane',
    code: 'cSiteCraneManager',
    readings: CRANE_REALTIME_RESOURCE,
    alarms: CRANE_ALARM_RESOURCE,
    tables: { devices: craneDevices, readings: craneReadings, alarms: craneAlarms },
    /** One device of the project, found by a part of its name. */
    one: { name: 'QTZ125', deviceId: DEMO_DEVICES.crane.second },
    foreign: DEMO_DEVICES.crane.sciencePark,
  },
  {
    kind: 'lift',
    code: 'cSiteElevatorDeviceManager',
    readings: LIFT_REALTIME_RESOURCE,
    alarms: LIFT_ALARM_RESOURCE,
    tables: { devices: elevatorDevices, readings: elevatorReadings, alarms: elevatorAlarms },
    one: { name: '右笼', deviceId: DEMO_DEVICES.lift.right },
    foreign: DEMO_DEVICES.lift.sciencePark,
  },
] as const;

describe.each(HOISTS)('$kind data recording', ({ code, readings, alarms, tables, one, foreign }) => {
  let context: ServerWithRows;
  let admin: string;
  const page = (path: string, body: Record<string, unknown>) =>
    dataOf<PageResult<Row>>(
      context.server,
      path,
      { projectId: MAIN, pageNumber: 1, pageSize: 20, ...body },
      admin,
    );
  const exported = async (path: string, filters: Record<string, unknown>) => {
    const response = await fetch(`${context.server.url}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify(filters),
    });
    return xlsxRows(Buffer.from(await response.arrayBuffer()));
  };

  beforeAll(async () => {
    context = await startTestServerWithRows();
    admin = await context.server.login('admin');
  });
  afterAll(() => context.close());

  it("lists the project's readings newest first, by device name and time", async () => {
    const all = await page(readings.api.page, {});
    const [{ total }] = await context.db
      .select({ total: count() })
      .from(tables.readings)
      .innerJoin(tables.devices, eq(tables.devices.id, tables.readings.deviceId))
      .where(eq(tables.devices.projectId, MAIN));
    expect(all.total).toBe(total);
    const times = all.records.map((row) => String(row.recordedAt));
    expect(times).toEqual([...times].sort().reverse());
    expect(all.records[0]).toMatchObject({ projectId: MAIN, deviceName: expect.any(String) });

    const named = await page(readings.api.page, { deviceName: one.name });
    expect(named.total).toBeGreaterThan(0);
    expect(named.records.every((row) => row.deviceId === one.deviceId)).toBe(true);

    const since = times[0];
    const recent = await page(readings.api.page, {
      recordedAtStart: since,
      recordedAtEnd: '2099-01-01 00:00:00',
    });
    const [{ fresh }] = await context.db
      .select({ fresh: count() })
      .from(tables.readings)
      .innerJoin(tables.devices, eq(tables.devices.id, tables.readings.deviceId))
      .where(and(eq(tables.devices.projectId, MAIN), gte(tables.readings.recordedAt, since)));
    expect(recent.total).toBe(fresh);
  });

  it("lists the project's alarms and faults by category, never another project's", async () => {
    for (const category of ['alarm', 'error']) {
      const listed = await page(alarms.api.page, { category, pageSize: 1000 });
      const stored = await context.db
        .select({ id: tables.alarms.id })
        .from(tables.alarms)
        .innerJoin(tables.devices, eq(tables.devices.id, tables.alarms.deviceId))
        .where(and(eq(tables.devices.projectId, MAIN), eq(tables.alarms.category, category)));
      expect(listed.total).toBe(stored.length);
      expect(new Set(listed.records.map((row) => row.alarmId))).toEqual(new Set(stored.map((row) => row.id)));
      expect(listed.records.some((row) => row.deviceId === foreign)).toBe(false);
    }
  });

  it('exports exactly the filtered readings and alarms', async () => {
    const byName = { projectId: MAIN, deviceName: one.name };
    const listed = await page(readings.api.page, { ...byName, pageSize: 1000 });
    const rows = await exported(readings.api.export, byName);
    expect(listed.total).toBeGreaterThan(0);
    // Each sheet row is the list's row, newest first, under the fields' labels.
    expect(rows.map((row) => row.values.采集时间)).toEqual(listed.records.map((row) => row.recordedAt));
    expect(rows[0].values['风速(m/s)']).toBe(String(listed.records[0].windSpeed));

    const alarmsOnly = { projectId: MAIN, category: 'alarm' };
    const alarmList = await page(alarms.api.page, { ...alarmsOnly, pageSize: 1000 });
    const alarmRows = await exported(alarms.api.export, alarmsOnly);
    expect(alarmList.total).toBeGreaterThan(0);
    expect(alarmRows.map((row) => row.values.发生时间)).toEqual(
      alarmList.records.map((row) => row.happenedAt),
    );
    expect(alarmRows.every((row) => row.values.类别 === '报警')).toBe(true);
  });

  it(`refuses no token, a user without ${code} and a foreign project`, async () => {
    for (const path of [readings.api.page, alarms.api.page]) {
      const body = { projectId: MAIN, pageNumber: 1, pageSize: 20 };
      expect(await refusals(context.server, path, body)).toEqual(REFUSED);
    }
  });
});
