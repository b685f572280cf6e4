import { type AepParamMessage, projectTopic } from '@site/shared-realtime';
import { createRealtimeClient, type RealtimeClient } from '@site/shared-realtime/client';
import {
  AEP_DEVICE_API,
  AEP_REALTIME_LOG_RESOURCE,
  type AepDeviceRow,
  type AepElectricityStatistic,
  type AepParamCommand,
  type AepParamState,
  type AepRealtimeRow,
  DEFAULT_AEP_PARAMS,
  formatDateTime,
  MONTH_FORMAT,
  type PageResult,
} from '@site/shared-schema';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { aepDevices, aepHourlyReadings, aepRealtimeLogs } from '../../db/schema';
import { DEMO_PROJECTS } from '../../seed/demo';
import { seededRandom } from '../../seed/devices/random';
import { dataOf, type ServerWithRows, startTestServerWithRows } from '../../test/seeded-rows';
import { REALTIME_PATH } from '../realtime/endpoint';
import { electricalRound } from '../simulator/electrical';
import { DEVICE_OFFLINE } from '../verify-device/gateway';

const projectId = DEMO_PROJECTS.main;
/** 1号总配电箱 of 1号楼施工区, and 4号分配电箱 of the living quarters. */
const BOX = 'aep-1';
const CAMP = 'aep-4';
const LOGS = AEP_REALTIME_LOG_RESOURCE.api;

describe('distribution boxes: devices, limits sent to the box, realtime logs and electricity', () => {
  let context: ServerWithRows;
  let admin: string;
  const open: RealtimeClient[] = [];
  const call = <T>(path: string, body: Record<string, unknown>) =>
    dataOf<T>(context.server, path, { projectId, ...body }, admin);
  const post = (path: string, body: Record<string, unknown>) =>
    context.server.post(path, { projectId, ...body }, admin);

  /** An admin listening to the project's sendAepDeviceParam topic. */
  async function paramMessages() {
    const topic = projectTopic('sendAepDeviceParam', projectId);
    const before = context.server.app.realtime.subscriberCount(topic);
    const client = createRealtimeClient({
      url: `${context.server.url}${REALTIME_PATH}`,
      token: admin,
      log: () => {},
    });
    const messages: AepParamMessage[] = [];
    client.subscribe<AepParamMessage>({ kind: 'project', topic: 'sendAepDeviceParam', projectId }, (m) =>
      messages.push(m.body),
    );
    client.start();
    open.push(client);
    await vi.waitFor(() => expect(context.server.app.realtime.subscriberCount(topic)).toBe(before + 1));
    return messages;
  }

  beforeAll(async () => {
    context = await startTestServerWithRows();
    admin = await context.server.login('admin');
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((client) => client.stop()));
  });
  afterAll(() => context.close());

  it('lists the boxes with their online state and the time of their latest reading', async () => {
    const page = await call<PageResult<AepDeviceRow>>(AEP_DEVICE_API.page, { pageNumber: 1, pageSize: 20 });
    expect(page.records.map((row) => row.deviceId)).toEqual(['aep-1', 'aep-2', 'aep-3', 'aep-4']);
    expect(page.records[0]).toMatchObject({
      deviceName: '1号总配电箱',
      areaName: '1号楼施工区',
      deviceStatus: 1,
    });
    const [{ latest }] = await context.db
      .select({ latest: sql<string>`to_char(max(${aepRealtimeLogs.recordedAt}), 'YYYY-MM-DD HH24:MI:SS')` })
      .from(aepRealtimeLogs)
      .where(eq(aepRealtimeLogs.deviceId, BOX));
    expect(page.records[0].lastTime).toBe(latest);
    const detail = await call<AepDeviceRow>(AEP_DEVICE_API.query, { deviceId: BOX });
    expect(detail).toMatchObject({ deviceId: BOX, lastTime: latest });
  });

  it('answers the latest reading of a box as a row of the realtime log list', async () => {
    const realtime = await call<AepRealtimeRow>(AEP_DEVICE_API.realtime, { deviceId: BOX });
    const newest = await call<PageResult<AepRealtimeRow>>(LOGS.page, {
      deviceName: '1号总配电箱',
      pageNumber: 1,
      pageSize: 1,
    });
    expect(realtime).toEqual(newest.records[0]);
    expect(realtime.voltageA).toBeGreaterThan(200);
  });

  it('searches the realtime logs by box, warning and time', async () => {
    const day = await call<PageResult<AepRealtimeRow>>(LOGS.page, {
      deviceName: '4号',
      pageNumber: 1,
      pageSize: 1000,
    });
    // A reading every 10 minutes over the last day.
    expect(day.total).toBe(144);
    expect(day.records.every((row) => row.deviceId === CAMP)).toBe(true);
    const [first, last] = [day.records.at(-1)!.recordedAt, day.records[0].recordedAt];
    const window = await call<PageResult<AepRealtimeRow>>(LOGS.page, {
      deviceName: '4号',
      recordedAtStart: first,
      recordedAtEnd: first,
      pageNumber: 1,
      pageSize: 10,
    });
    expect(window.records.map((row) => row.recordedAt)).toEqual([first]);
    expect(last > first).toBe(true);
    const normal = await call<PageResult<AepRealtimeRow>>(LOGS.page, {
      warnType: 'normal',
      pageNumber: 1,
      pageSize: 1,
    });
    const [{ stored }] = await context.db
      .select({ stored: sql<number>`count(*)`.mapWith(Number) })
      .from(aepRealtimeLogs)
      .innerJoin(aepDevices, eq(aepDevices.id, aepRealtimeLogs.deviceId))
      .where(and(eq(aepDevices.projectId, projectId), eq(aepRealtimeLogs.warnType, 'normal')));
    expect(normal.total).toBe(stored);
  });

  it('sends limits to the box, which acknowledges them; the limits become the box’s own', async () => {
    const messages = await paramMessages();
    const before = await call<AepParamState>(AEP_DEVICE_API.param, { deviceId: BOX });
    expect(before).toEqual({ deviceId: BOX, params: DEFAULT_AEP_PARAMS, command: null });
    const limits = { ...DEFAULT_AEP_PARAMS, ratedCurrent: 200, maxTemperature: 65.5 };
    const sent = await call<AepParamCommand>(AEP_DEVICE_API.updateParam, { deviceId: BOX, ...limits });
    expect(sent).toMatchObject({
      deviceId: BOX,
      paramStatus: 'PENDING',
      reason: '',
      answerTime: '',
      ...limits,
    });
    await vi.waitFor(() =>
      expect(messages.map((m) => [m.commandId, m.paramStatus])).toEqual([
        [sent.commandId, 'PENDING'],
        [sent.commandId, 'ACKNOWLEDGED'],
      ]),
    );
    expect(messages[1]).toMatchObject({ deviceId: BOX, deviceName: '1号总配电箱', ...limits, reason: '' });
    const after = await call<AepParamState>(AEP_DEVICE_API.param, { deviceId: BOX });
    expect(after.params).toEqual(limits);
    expect(after.command).toMatchObject({ commandId: sent.commandId, paramStatus: 'ACKNOWLEDGED' });
    expect(after.command?.answerTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('the box refuses limits beyond its range and keeps its own', async () => {
    const messages = await paramMessages();
    const kept = (await call<AepParamState>(AEP_DEVICE_API.param, { deviceId: CAMP })).params;
    const sent = await call<AepParamCommand>(AEP_DEVICE_API.updateParam, {
      deviceId: CAMP,
      ...kept,
      ratedCurrent: 800,
    });
    await vi.waitFor(() => expect(messages.at(-1)?.paramStatus).toBe('REFUSED'));
    expect(messages.at(-1)).toMatchObject({
      commandId: sent.commandId,
      reason: '超出设备量程：额定电流可设10到630',
      ...kept,
    });
    const after = await call<AepParamState>(AEP_DEVICE_API.param, { deviceId: CAMP });
    expect(after.params).toEqual(kept);
    expect(after.command).toMatchObject({ paramStatus: 'REFUSED', ratedCurrent: 800 });
  });

  it('refuses limits the form would refuse, and an offline box at once', async () => {
    const base = { deviceId: CAMP, ...DEFAULT_AEP_PARAMS };
    expect(await post(AEP_DEVICE_API.updateParam, { ...base, lowVoltage: 250 })).toMatchObject({
      code: 400,
      message: '欠压值应小于过压值',
    });
    expect(await post(AEP_DEVICE_API.updateParam, { ...base, ratedCurrent: 0 })).toMatchObject({
      code: 400,
      message: '额定电流应在1到1000之间',
    });
    await context.server.app.taskRunner.deps.db
      .update(aepDevices)
      .set({ online: false })
      .where(eq(aepDevices.id, CAMP));
    try {
      expect(await post(AEP_DEVICE_API.updateParam, base)).toMatchObject({
        code: 400,
        message: DEVICE_OFFLINE,
      });
    } finally {
      await context.server.app.taskRunner.deps.db
        .update(aepDevices)
        .set({ online: true })
        .where(eq(aepDevices.id, CAMP));
    }
  });

  it('the simulator checks each reading against the limits the box runs and keeps it as a log', async () => {
    const db = context.server.app.taskRunner.deps.db;
    await db.update(aepDevices).set({ ratedCurrent: 1 }).where(eq(aepDevices.id, 'aep-2'));
    const now = Date.now() + 3_600_000;
    await electricalRound()(
      { db, publish: () => {}, random: seededRandom('aep-test'), intervalMs: 60_000 },
      now,
      [projectId],
    );
    const [log] = await db
      .select()
      .from(aepRealtimeLogs)
      .where(and(eq(aepRealtimeLogs.deviceId, 'aep-2'), eq(aepRealtimeLogs.recordedAt, formatDateTime(now))));
    expect(log.warnType).toBe('overcurrent');
    await db
      .update(aepDevices)
      .set({ ratedCurrent: DEFAULT_AEP_PARAMS.ratedCurrent })
      .where(eq(aepDevices.id, 'aep-2'));
  });

  it('sums the electricity by day of a month and by month of a year from the hourly readings', async () => {
    const month = formatDateTime(Date.now(), MONTH_FORMAT);
    const byDay = await call<AepElectricityStatistic>(AEP_DEVICE_API.electricity, {
      unit: 'day',
      period: month,
    });
    const [year, monthNumber] = month.split('-').map(Number);
    expect(byDay.rows).toHaveLength(new Date(year, monthNumber, 0).getDate());
    const today = formatDateTime(Date.now(), 'YYYY-MM-DD');
    // The server's own rows: the simulator's round above added to them.
    const [{ sum }] = await context.server.app.taskRunner.deps.db
      .select({ sum: sql<number>`coalesce(sum(${aepHourlyReadings.electricity}), 0)`.mapWith(Number) })
      .from(aepHourlyReadings)
      .innerJoin(aepDevices, eq(aepDevices.id, aepHourlyReadings.deviceId))
      .where(
        and(
          eq(aepDevices.projectId, projectId),
          gte(aepHourlyReadings.hourStart, `${today} 00:00:00`),
          lte(aepHourlyReadings.hourStart, `${today} 23:59:59`),
        ),
      );
    expect(byDay.rows.find((row) => row.time === today)?.electricity).toBeCloseTo(sum, 1);
    expect(byDay.sumElectricity).toBeCloseTo(
      byDay.rows.reduce((total, row) => total + row.electricity, 0),
      2,
    );

    const byMonth = await call<AepElectricityStatistic>(AEP_DEVICE_API.electricity, {
      unit: 'month',
      period: String(year),
    });
    expect(byMonth.rows.map((row) => row.time)).toEqual(
      Array.from({ length: 12 }, (_, index) => `${year}-${String(index + 1).padStart(2, '0')}`),
    );
    expect(byMonth.rows.find((row) => row.time === month)?.electricity).toBeCloseTo(byDay.sumElectricity, 0);

    const oneBox = await call<AepElectricityStatistic>(AEP_DEVICE_API.electricity, {
      unit: 'day',
      period: month,
      deviceId: CAMP,
    });
    expect(oneBox.sumElectricity).toBeLessThan(byDay.sumElectricity);
    expect(await post(AEP_DEVICE_API.electricity, { unit: 'month', period: month })).toMatchObject({
      code: 400,
      message: 'period: 请选择年份',
    });
  });
});
