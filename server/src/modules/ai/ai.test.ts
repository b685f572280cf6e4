import { type AiCameraDataMessage, type AiCameraEventMessage, projectTopic } from '@site/shared-realtime';
import {
  AI_BOX_ALARM_RESOURCE,
  AI_BOX_API,
  AI_BOX_RESOURCE,
  AI_CAMERA_API,
  AI_CAMERA_HOUR_RECORD_RESOURCE,
  AI_CAMERA_OUT_IN_RESOURCE,
  AI_CAMERA_PERSON_RECORD_RESOURCE,
  AI_CAMERA_RESOURCE,
  AI_CAMERA_STRANGER_RESOURCE,
  AI_SYNC,
  AI_TRAFFIC_API,
  type AiBoxCamera,
  type AiTrafficPoint,
  type PageResult,
} from '@site/shared-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PROJECTS } from '../../seed/demo';
import { startTestServer, type TestServer } from '../../test/server';
import { xlsxRows } from '../../test/xlsx';
import { today } from '../person-record/day';

const projectId = DEMO_PROJECTS.main;
type Row = Record<string, unknown>;

describe('AI boxes, AI cameras and their people flow', () => {
  let server: TestServer;
  let admin: string;
  const published: { destination: string; body: unknown }[] = [];

  const data = async <T>(path: string, body: Row): Promise<T> => {
    const answer = await server.post<T>(path, { projectId, ...body }, admin);
    expect(answer.code, `${path}: ${answer.message}`).toBe(200);
    return answer.data;
  };
  const page = (path: string, body: Row = {}) =>
    data<PageResult<Row>>(path, { pageNumber: 1, pageSize: 1000, ...body });

  beforeAll(async () => {
    // Interval 0: the test asks for each round.
    server = await startTestServer({ simulator: true, simulatorIntervalMs: 0 });
    admin = await server.login('admin');
    const publish = server.app.realtime.publish.bind(server.app.realtime);
    server.app.realtime.publish = (destination, body) => {
      published.push({ destination, body });
      return publish(destination, body);
    };
  });
  afterAll(() => server.close());

  it('lists the seeded alarms with snapshots the server drew', async () => {
    const alarms = await page(AI_BOX_ALARM_RESOURCE.api.page);
    expect(alarms.total).toBeGreaterThan(0);
    const [alarm] = alarms.records;
    expect(alarm.snapshotPath).toMatch(/^\/files\/.+\.jpg$/);
    const picture = await fetch(`${server.url}${alarm.snapshotPath}`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(picture.headers.get('content-type')).toContain('image/jpeg');
    const bytes = new Uint8Array(await picture.arrayBuffer());
    expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8]);
    expect(bytes.length).toBeGreaterThan(2000);
  });

  it('binds a camera of the project to a box and unbinds it; another project’s camera is refused', async () => {
    const boxes = await page(AI_BOX_RESOURCE.api.page);
    const box = boxes.records.find((row) => row.cameraCount === 0)!;
    const cameras = await data<AiBoxCamera[]>(AI_BOX_API.cameras, { boxId: box.boxId });
    const free = cameras.find((camera) => camera.boxId === '')!;
    await data(AI_BOX_API.bind, { boxId: box.boxId, deviceIdList: [free.deviceId] });
    const bound = await data<AiBoxCamera[]>(AI_BOX_API.cameras, { boxId: box.boxId });
    expect(bound.find((camera) => camera.deviceId === free.deviceId)).toMatchObject({
      boxId: box.boxId,
      boxName: box.boxName,
    });
    expect((await page(AI_BOX_RESOURCE.api.page, { boxName: box.boxName })).records[0].cameraCount).toBe(1);

    const [elsewhere] = await server
      .post<AiBoxCamera[]>(
        AI_BOX_API.cameras,
        { projectId: DEMO_PROJECTS.pastDeadline, boxId: `aibox-${DEMO_PROJECTS.pastDeadline}-1` },
        admin,
      )
      .then((answer) => answer.data);
    expect(
      await server.post(
        AI_BOX_API.bind,
        { projectId, boxId: box.boxId, deviceIdList: [elsewhere.deviceId] },
        admin,
      ),
    ).toMatchObject({ code: 404, message: '记录不存在' });

    await data(AI_BOX_API.unbind, { boxId: box.boxId, deviceIdList: [free.deviceId] });
    const after = await data<AiBoxCamera[]>(AI_BOX_API.cameras, { boxId: box.boxId });
    expect(after.find((camera) => camera.deviceId === free.deviceId)?.boxId).toBe('');
  });

  it('stores the alarms the simulator publishes, and counts today’s in aiCameraData as the list does', async () => {
    for (
      let round = 0;
      round < 30 && !published.some((p) => p.destination === projectTopic('aiCameraTimeLog', projectId));
      round++
    ) {
      await server.app.simulator?.tick(new Date(`${today()}T10:00:00`).getTime() + round * 60_000);
    }
    const events = published.filter((p) => p.destination === projectTopic('aiCameraTimeLog', projectId));
    expect(events.length).toBeGreaterThan(0);
    const event = events.at(-1)!.body as AiCameraEventMessage;
    const listed = await page(AI_BOX_ALARM_RESOURCE.api.page, { deviceName: event.deviceName });
    expect(listed.records.find((row) => row.alarmTime === event.time)).toMatchObject({
      alarmType: event.alarmType,
      snapshotPath: event.photoUrl,
    });
    const counts = published.filter((p) => p.destination === projectTopic('aiCameraData', projectId)).at(-1)!
      .body as AiCameraDataMessage;
    const todays = await page(AI_BOX_ALARM_RESOURCE.api.page, {
      alarmTimeStart: `${today()} 00:00:00`,
      alarmTimeEnd: `${today()} 23:59:59`,
    });
    expect(counts.total).toBe(todays.total);
  });

  it('syncs the faces to an AI camera over the simulator’s rounds', async () => {
    const [camera] = (await page(AI_CAMERA_RESOURCE.api.page)).records;
    const started = await data<Row>(AI_CAMERA_API.sync, { cameraId: camera.cameraId });
    expect(started).toMatchObject({ syncStatus: AI_SYNC.running });
    expect(started.syncTotal).toBeGreaterThan(0);
    for (let round = 0; round < 5; round++) {
      const [now] = (await page(AI_CAMERA_RESOURCE.api.page, { cameraName: camera.cameraName })).records;
      if (now.syncStatus === AI_SYNC.done) {
        expect(now.syncDone).toBe(started.syncTotal);
        expect(now.syncTime).not.toBe('');
        return;
      }
      await server.app.simulator?.tick(Date.now());
    }
    throw new Error('the sync never ended');
  });

  it('counts the people flow by hour and by day from the same passages the tabs list', async () => {
    const day = today();
    const range = { recordTimeStart: `${day} 00:00:00`, recordTimeEnd: `${day} 23:59:59` };
    const people = await page(AI_CAMERA_PERSON_RECORD_RESOURCE.api.page, range);
    const strangers = await page(AI_CAMERA_STRANGER_RESOURCE.api.page, range);
    const hours = await data<AiTrafficPoint[]>(AI_TRAFFIC_API.byHour, { day });
    expect(hours.map((point) => point.label)).toEqual(
      Array.from({ length: 24 }, (_, hour) => String(hour).padStart(2, '0')),
    );
    const sum = (points: AiTrafficPoint[], key: keyof AiTrafficPoint) =>
      points.reduce((total, point) => total + Number(point[key]), 0);
    expect(sum(hours, 'inCount') + sum(hours, 'outCount')).toBe(people.total + strangers.total);
    expect(sum(hours, 'strangerCount')).toBe(strangers.total);
    const ins = [...people.records, ...strangers.records].filter((row) => row.direction === 1).length;
    expect(sum(hours, 'inCount')).toBe(ins);

    const days = await data<AiTrafficPoint[]>(AI_TRAFFIC_API.byDay, {
      startDate: '2020-01-01',
      endDate: '2020-01-07',
    });
    expect(days).toHaveLength(7);
    expect(days.every((point) => point.inCount === 0)).toBe(true);
    const [todays] = await data<AiTrafficPoint[]>(AI_TRAFFIC_API.byDay, { startDate: day, endDate: day });
    expect(todays).toMatchObject({
      label: day,
      inCount: sum(hours, 'inCount'),
      outCount: sum(hours, 'outCount'),
    });
    // The hour records of the day add up to the same flow; they and the out-in records export as .xlsx.
    const hourRows = await page(AI_CAMERA_HOUR_RECORD_RESOURCE.api.page, {
      recordHourStart: `${day} 00:00:00`,
      recordHourEnd: `${day} 23:59:59`,
    });
    const hourSum = (key: string) => hourRows.records.reduce((total, row) => total + Number(row[key]), 0);
    expect([hourSum('inCount'), hourSum('outCount')]).toEqual([
      sum(hours, 'inCount'),
      sum(hours, 'outCount'),
    ]);
    for (const resource of [AI_CAMERA_HOUR_RECORD_RESOURCE, AI_CAMERA_OUT_IN_RESOURCE]) {
      const response = await fetch(`${server.url}${resource.api.export}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
        body: JSON.stringify({ projectId }),
      });
      expect(response.headers.get('content-type')).toContain('spreadsheetml');
      expect((await xlsxRows(Buffer.from(await response.arrayBuffer()))).length).toBeGreaterThan(1);
    }
    expect(
      await server.post(
        AI_TRAFFIC_API.byDay,
        { projectId, startDate: '2020-01-01', endDate: '2020-12-31' },
        admin,
      ),
    ).toMatchObject({
      code: 400,
    });
  });
});
