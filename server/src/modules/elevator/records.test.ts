import { LIFT_ALARM_RESOURCE, LIFT_REALTIME_RESOURCE, type PageResult } from '@site/shared-schema';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { elevatorAlarms, elevatorDevices, elevatorReadings } from '../../db/schema';
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

describe('lift data recording', () => {
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

  it("lists the project's lift readings newest first and by lift name", async () => {
    const all = await page(LIFT_REALTIME_RESOURCE.api.page, {});
    const [{ total }] = await context.db
      .select({ total: count() })
      .from(elevatorReadings)
      .innerJoin(elevatorDevices, eq(elevatorDevices.id, elevatorReadings.deviceId))
      .where(eq(elevatorDevices.projectId, MAIN));
    expect(all.total).toBe(total);
    const times = all.records.map((row) => String(row.recordedAt));
    expect(times).toEqual([...times].sort().reverse());
    const right = await page(LIFT_REALTIME_RESOURCE.api.page, { deviceName: '右笼' });
    expect(right.total).toBeGreaterThan(0);
    expect(right.records.every((row) => row.deviceId === DEMO_DEVICES.lift.right)).toBe(true);
  });

  it("lists the project's alarms and faults by category, never another project's", async () => {
    const errors = await page(LIFT_ALARM_RESOURCE.api.page, { category: 'error', pageSize: 1000 });
    const stored = await context.db
      .select({ id: elevatorAlarms.id })
      .from(elevatorAlarms)
      .innerJoin(elevatorDevices, eq(elevatorDevices.id, elevatorAlarms.deviceId))
      .where(and(eq(elevatorDevices.projectId, MAIN), eq(elevatorAlarms.category, 'error')));
    expect(new Set(errors.records.map((row) => row.alarmId))).toEqual(new Set(stored.map((row) => row.id)));
  });

  it('exports exactly the filtered alarms', async () => {
    const filters = { projectId: MAIN, category: 'alarm' };
    const list = await page(LIFT_ALARM_RESOURCE.api.page, { ...filters, pageSize: 1000 });
    const response = await fetch(`${context.server.url}${LIFT_ALARM_RESOURCE.api.export}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify(filters),
    });
    const rows = await xlsxRows(Buffer.from(await response.arrayBuffer()));
    expect(list.total).toBeGreaterThan(0);
    expect(rows.map((row) => row.values.发生时间)).toEqual(list.records.map((row) => row.happenedAt));
    expect(rows.every((row) => row.values.类别 === '报警')).toBe(true);
  });

  it('refuses no token, a user without cSiteElevatorDeviceManager and a foreign project', async () => {
    for (const path of [LIFT_REALTIME_RESOURCE.api.page, LIFT_ALARM_RESOURCE.api.page]) {
      const body = { projectId: MAIN, pageNumber: 1, pageSize: 20 };
      expect(await refusals(context.server, path, body)).toEqual(REFUSED);
    }
  });
});
