import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, dateTime, id } from './columns';
import { persons } from './person';
import { projects } from './project';
import { monitorDevices } from './video';

/**
 * The AI devices of /ai (issue 14): analysis boxes watching the project's video cameras, and AI cameras
 * counting the people who pass them. Photos are paths relative to the files folder, as the resource
 * block's image fields keep them.
 */

const projectId = () =>
  text()
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' });

/** An AI analysis box (siteAiBox): it analyses the pictures of the cameras bound to it. */
export const aiBoxes = pgTable(
  'ai_boxes',
  {
    id: id(),
    projectId: projectId(),
    boxName: text().notNull(),
    serialNo: text().notNull(),
    ipAddress: text().notNull().default(''),
    /** Kept by the device connection (the simulator in the demo). */
    online: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.projectId, t.createdAt)],
);

/** A video camera bound to a box (siteAiBoxDeviceSyn): a camera is analysed by one box at most. */
export const aiBoxCameras = pgTable(
  'ai_box_cameras',
  {
    deviceId: text()
      .primaryKey()
      .references(() => monitorDevices.id, { onDelete: 'cascade' }),
    boxId: text()
      .notNull()
      .references(() => aiBoxes.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.boxId)],
);

/** An alarm a box raised on a camera's picture (siteAiBoxAlarmRecord), with the snapshot it drew. */
export const aiBoxAlarms = pgTable(
  'ai_box_alarms',
  {
    id: id(),
    projectId: projectId(),
    boxId: text()
      .notNull()
      .references(() => aiBoxes.id, { onDelete: 'cascade' }),
    /** Kept when the camera is removed: the alarm stays, its camera name becomes empty. */
    deviceId: text().references(() => monitorDevices.id, { onDelete: 'set null' }),
    /** helmet, vest, smoke, intrusion, fire (AI_ALARM_TYPES). */
    alarmType: text().notNull(),
    snapshotPath: text().notNull().default(''),
    alarmTime: dateTime().notNull(),
  },
  (t) => [index().on(t.projectId, t.alarmTime, t.id)],
);

/** An AI camera (siteAiCamera) at a gate: it recognises the faces passing it, in or out. */
export const aiCameras = pgTable(
  'ai_cameras',
  {
    id: id(),
    projectId: projectId(),
    cameraName: text().notNull(),
    serialNo: text().notNull(),
    ipAddress: text().notNull().default(''),
    online: boolean().notNull().default(true),
    /** The faces sync (siteAiCameraSyn): 0 never, 1 running, 2 done (AI_CAMERA_SYNC_STATUSES). */
    syncStatus: integer().notNull().default(0),
    /** Faces to send in the running or last sync, and how many the camera took so far. */
    syncTotal: integer().notNull().default(0),
    syncDone: integer().notNull().default(0),
    /** When the last sync ended. */
    syncTime: dateTime(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.projectId, t.createdAt)],
);

/**
 * A face an AI camera saw pass: a person of the roster, or a stranger (no person). Person records,
 * strangers, hour records, out-in records and the people-flow statistics are all read from these.
 */
export const aiCameraRecords = pgTable(
  'ai_camera_records',
  {
    id: id(),
    projectId: projectId(),
    cameraId: text()
      .notNull()
      .references(() => aiCameras.id, { onDelete: 'cascade' }),
    personId: text().references(() => persons.id, { onDelete: 'set null' }),
    /** 1 in, 2 out (seed 001 §9 entry/exit type). */
    direction: integer().notNull(),
    photoPath: text().notNull().default(''),
    recordTime: dateTime().notNull(),
  },
  (t) => [
    index().on(t.projectId, t.recordTime, t.id),
    index().on(t.cameraId, t.recordTime),
    index().on(t.personId, t.recordTime),
  ],
);
