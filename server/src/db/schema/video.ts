import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { projects } from './project';

/** A video device of a project: a camera (IPC) or a recorder (NVR). */
export const monitorDevices = pgTable(
  'monitor_devices',
  {
    id: id(),
    projectId: text()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    deviceName: text().notNull(),
    deviceType: text().notNull(),
    online: boolean().notNull().default(true),
    sort: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.projectId, t.deviceType, t.sort)],
);

/** A channel of a video device, numbered from 1 (the channelId of the API). */
export const monitorChannels = pgTable(
  'monitor_channels',
  {
    deviceId: text()
      .notNull()
      .references(() => monitorDevices.id, { onDelete: 'cascade' }),
    channelNo: integer().notNull(),
    channelName: text().notNull(),
    /** Live stream URL; empty until a stream source is configured. */
    playHdLiveUrl: text().notNull().default(''),
    accessToken: text().notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.deviceId, t.channelNo] })],
);
