import { type AiCameraDataMessage, type AiCameraEventMessage, projectTopic } from '@site/shared-realtime';
import { and, eq, inArray } from 'drizzle-orm';
import { monitorDevices } from '../../db/schema';
import { isWorkingTime, stamp } from '../../seed/devices/clock';
import { pick } from '../../seed/devices/random';
import { today } from '../person-record/day';
import { chance, type SimulatorContext } from './context';

const EVENTS = [
  { alarmType: 'helmet', alarmTypeName: '未戴安全帽' },
  { alarmType: 'vest', alarmTypeName: '未穿反光衣' },
  { alarmType: 'smoke', alarmTypeName: '吸烟' },
  { alarmType: 'intrusion', alarmTypeName: '区域入侵' },
  { alarmType: 'fire', alarmTypeName: '烟火' },
];

/**
 * AI cameras: an analysis box watching the project's online cameras recognises now and then a person
 * without helmet or vest, smoke, an intrusion. No table keeps these events (their fields are not in the
 * seeds), so they are published only, with today's counts kept here for aiCameraData.
 */
export function aiCameraRound() {
  let day = '';
  const counts = new Map<string, Record<string, number>>();
  return async (ctx: SimulatorContext, now: number, projectIds: string[]): Promise<void> => {
    const { random } = ctx;
    if (day !== today(now)) {
      day = today(now);
      counts.clear();
    }
    const cameras = await ctx.db
      .select()
      .from(monitorDevices)
      .where(and(inArray(monitorDevices.projectId, projectIds), eq(monitorDevices.online, true)));
    const time = stamp(now);
    for (const projectId of new Set(cameras.map((camera) => camera.projectId))) {
      if (!chance(random, isWorkingTime(new Date(now)) ? 0.4 : 0.05)) continue;
      const camera = pick(
        random,
        cameras.filter((candidate) => candidate.projectId === projectId),
      );
      const event = pick(random, EVENTS);
      const message: AiCameraEventMessage = {
        projectId,
        deviceId: camera.id,
        deviceName: camera.deviceName,
        time,
        ...event,
        photoUrl: '',
      };
      ctx.publish(projectTopic('aiCameraTimeLog', projectId), message);
      const countMap = counts.get(projectId) ?? {};
      countMap[event.alarmTypeName] = (countMap[event.alarmTypeName] ?? 0) + 1;
      counts.set(projectId, countMap);
      const data: AiCameraDataMessage = {
        projectId,
        time,
        total: Object.values(countMap).reduce((sum, count) => sum + count, 0),
        countMap: { ...countMap },
      };
      ctx.publish(projectTopic('aiCameraData', projectId), data);
    }
  };
}
