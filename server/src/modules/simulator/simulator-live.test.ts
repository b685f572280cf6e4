import type {
  CraneTimeLog,
  ElevatorTimeLog,
  EnvironmentTimeLog,
  TimeLogMessage,
  VehiclePassageMessage,
  VerifyTimeLog,
} from '@site/shared-realtime';
import { projectTopic, type Scope } from '@site/shared-realtime';
import { createRealtimeClient, type RealtimeClient } from '@site/shared-realtime/client';
import {
  type CraneDetail,
  type ElevatorDetail,
  type EntryExitRecord,
  type EnvironmentReading,
  type PageResult,
  type VehicleRecord,
  WIDGET_CALLS,
} from '@site/shared-schema';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PROJECTS, DEMO_SCREEN } from '../../seed/demo';
import { wallPost } from '../../test/seeded-rows';
import { startTestServer, type TestServer } from '../../test/server';
import { REALTIME_PATH } from '../realtime/endpoint';

const projectId = DEMO_PROJECTS.main;
const key = DEMO_SCREEN.key;

describe('simulator on the running server', () => {
  let server: TestServer;
  let wall: RealtimeClient;

  beforeAll(async () => {
    // Interval 0: the test asks for each round.
    server = await startTestServer({ simulator: true, simulatorIntervalMs: 0 });
    wall = createRealtimeClient({ url: `${server.url}${REALTIME_PATH}`, playbackKey: key, log: () => {} });
    wall.start();
  });
  afterAll(async () => {
    await wall.stop();
    await server.close();
  });

  /** What a wall hears on a project topic of its project. */
  async function hear<T>(topic: 'timeLog' | 'sendLrpEquipmentTimeLog'): Promise<T[]> {
    const heard: T[] = [];
    const channel: Scope = { kind: 'project', topic, projectId };
    wall.subscribe<T>(channel, (message) => heard.push(message.body));
    await vi.waitFor(() =>
      expect(server.app.realtime.subscriberCount(projectTopic(topic, projectId))).toBe(1),
    );
    return heard;
  }

  const call = async <T>(path: string, body: unknown): Promise<T> => {
    const answer = await wallPost<T>(server, path, body, key);
    expect(answer.code, `${path} ${answer.message}`).toBe(200);
    return answer.data;
  };

  it("pushes a round to the wall, and the widgets' calls answer what it pushed", async () => {
    const passages = await hear<VehiclePassageMessage>('sendLrpEquipmentTimeLog');
    const logs = await hear<TimeLogMessage>('timeLog');
    await server.app.simulator?.tick(Date.now());
    await vi.waitFor(() => expect(passages).toHaveLength(1));
    await vi.waitFor(() => expect(logs.some((log) => log.deviceType === 'verify')).toBe(true));

    const vehicles = await call<PageResult<VehicleRecord>>(WIDGET_CALLS.vehicleRecords.path, {
      projectId,
      pageNumber: 1,
      pageSize: 10,
    });
    // The list's row is the pushed passage, with the plate's colour and vehicle type besides.
    expect(vehicles.records[0]).toMatchObject(passages[0]);

    // A round may push several passages within one second (a gate's entry, a feverish entry of the
    // epidemic simulation) besides recognitions and ID-card reads: each passage is among the newest the
    // widget's call answers, whatever their order within that second.
    const entries = logs.filter(
      (log): log is VerifyTimeLog => log.deviceType === 'verify' && log.recordKind === 'person',
    );
    const people = await call<PageResult<EntryExitRecord>>(WIDGET_CALLS.entryExitRecords.path, {
      projectId,
      pageNumber: 1,
      pageSize: 10,
    });
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) expect(people.records).toContainEqual(entry.record);

    const monitors = await call<EnvironmentReading[]>(WIDGET_CALLS.environmentDevices.path, {
      projectId,
      pageNumber: 1,
      pageSize: 100,
    });
    const readings = logs.filter((log): log is EnvironmentTimeLog => log.deviceType === 'ycjz');
    expect(readings.length).toBe(monitors.length);
    for (const { reading } of readings)
      expect(monitors.find((row) => row.ycjzDeviceId === reading.ycjzDeviceId)).toEqual(reading);

    for (const crane of logs.filter((log): log is CraneTimeLog => log.deviceType === 'crane')) {
      const detail = await call<CraneDetail>(WIDGET_CALLS.craneDetail.path, {
        projectId,
        id: crane.deviceId,
      });
      expect(detail.lastRealtime).toEqual(crane.realtime);
      expect(detail.siteCraneDevice.alarmStatus).toBe(crane.alarmStatus);
    }
    const lifts = logs.filter((log): log is ElevatorTimeLog => log.deviceType === 'elevator');
    expect(lifts.length).toBeGreaterThan(0);
    for (const lift of lifts) {
      const detail = await call<ElevatorDetail>(WIDGET_CALLS.liftDetail.path, { id: lift.deviceId });
      expect(detail.lastRealtime).toEqual(lift.realtime);
    }
  });
});
