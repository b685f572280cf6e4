import type { Database } from '../../db/client';
import { monitorChannels, monitorDevices } from '../../db/schema';
import { DEMO_PROJECTS } from '../demo';
import { DEMO_DEVICES } from './ids';

/** Cameras with their channel names; stream URLs stay empty until a stream source is configured. */
const CAMERAS = [
  {
    id: DEMO_DEVICES.camera.gate,
    projectId: DEMO_PROJECTS.main,
    deviceName: '东大门',
    channels: ['大门全景'],
  },
  {
    id: DEMO_DEVICES.camera.crane,
    projectId: DEMO_PROJECTS.main,
    deviceName: '1号塔吊',
    channels: ['吊钩可视化', '塔吊俯视'],
  },
  { id: 'ipc-3', projectId: DEMO_PROJECTS.main, deviceName: '材料堆场', channels: ['堆场全景'] },
  { id: 'ipc-4', projectId: DEMO_PROJECTS.main, deviceName: '基坑东侧', channels: ['基坑东侧', '支护结构'] },
  { id: 'ipc-5', projectId: DEMO_PROJECTS.main, deviceName: '生活区出入口', channels: ['出入口'] },
  { id: 'ipc-6', projectId: DEMO_PROJECTS.main, deviceName: '钢筋加工区', channels: ['加工棚'] },
  {
    id: DEMO_DEVICES.camera.sciencePark,
    projectId: DEMO_PROJECTS.pastDeadline,
    deviceName: '科创园大门',
    channels: ['大门'],
  },
  { id: 'ipc-8', projectId: DEMO_PROJECTS.pastDeadline, deviceName: '科创园主楼', channels: ['主楼'] },
];

/** Six network cameras (IPC) on the main project and two on the science park, each with its channels. */
export async function seedVideo(db: Database): Promise<void> {
  await db.insert(monitorDevices).values(
    CAMERAS.map(({ id, projectId, deviceName }, sort) => ({
      id,
      projectId,
      deviceName,
      deviceType: 'IPC',
      sort,
    })),
  );
  await db
    .insert(monitorChannels)
    .values(
      CAMERAS.flatMap(({ id, channels }) =>
        channels.map((channelName, index) => ({ deviceId: id, channelNo: index + 1, channelName })),
      ),
    );
}
