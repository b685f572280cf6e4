import { type AiCameraDataMessage, type AiCameraEventMessage, projectTopic } from '@site/shared-realtime';
import { AI_ALARM_TYPES } from '@site/shared-schema';
import { and, eq, inArray } from 'drizzle-orm';
import { aiBoxAlarms, aiBoxCameras, aiBoxes, monitorDevices } from '../../db/schema';
import { isWorkingTime, stamp } from '../../seed/devices/clock';
import { pick } from '../../seed/devices/random';
import type { ObjectStore } from '../../storage/object-store';
import { alarmCounts, alarmTypeName } from '../ai/alarms';
import { writeSnapshot } from '../ai/snapshot';
import { filePath } from '../file/urls';
import { today } from '../person-record/day';
import { chance, type SimulatorContext } from './context';

/**
 * AI boxes: a box watching the online cameras bound to it recognises now and then a person without
 * helmet or vest, smoke, an intrusion. Each alarm is written with its snapshot (siteAiBoxAlarmRecord)
 * and published on aiCameraTimeLog, and the project's alarms of today, counted in SQL, on aiCameraData:
 * the alarm list and the walls show the same alarms.
 */
export const aiCameraRound =
  (files: ObjectStore) =>
  async (ctx: SimulatorContext, now: number, projectIds: string[]): Promise<void> => {
    const { random, db } = ctx;
    const cameras = await db
      .select({
        projectId: aiBoxes.projectId,
        boxId: aiBoxes.id,
        deviceId: monitorDevices.id,
        deviceName: monitorDevices.deviceName,
      })
      .from(aiBoxCameras)
      .innerJoin(aiBoxes, eq(aiBoxes.id, aiBoxCameras.boxId))
      .innerJoin(monitorDevices, eq(monitorDevices.id, aiBoxCameras.deviceId))
      .where(
        and(
          inArray(aiBoxes.projectId, projectIds),
          eq(aiBoxes.online, true),
          eq(monitorDevices.online, true),
        ),
      )
      .orderBy(aiBoxCameras.deviceId);
    const time = stamp(now);
    for (const projectId of new Set(cameras.map((camera) => camera.projectId))) {
      if (!chance(random, isWorkingTime(new Date(now)) ? 0.4 : 0.05)) continue;
      const camera = pick(
        random,
        cameras.filter((candidate) => candidate.projectId === projectId),
      );
      const { value: alarmType } = pick(random, AI_ALARM_TYPES);
      const alarm = { projectId, deviceId: camera.deviceId, alarmType, time };
      const snapshotPath = await writeSnapshot(files, alarm);
      await db.insert(aiBoxAlarms).values({ ...alarm, boxId: camera.boxId, snapshotPath, alarmTime: time });
      const message: AiCameraEventMessage = {
        projectId,
        deviceId: camera.deviceId,
        deviceName: camera.deviceName,
        time,
        alarmType,
        alarmTypeName: alarmTypeName(alarmType),
        photoUrl: filePath(snapshotPath),
      };
      ctx.publish(projectTopic('aiCameraTimeLog', projectId), message);
      const data: AiCameraDataMessage = {
        projectId,
        time,
        ...(await alarmCounts(db, projectId, `${today(now)} 00:00:00`)),
      };
      ctx.publish(projectTopic('aiCameraData', projectId), data);
    }
  };
