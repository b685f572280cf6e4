import { encode } from 'jpeg-js';
import type { ObjectStore } from '../../storage/object-store';
import { projectFolder } from '../file/owner';
import { initialPose } from '../video/camera';
import { cameraKey } from '../video/live';
import { FRAME, renderFrame } from '../video/scene';

const JPEG_QUALITY = 80;
const RED = [230, 32, 32] as const;
/** The marked region: about a standing person's size in the frame. */
const MARK = { width: 46, height: 84, line: 2 } as const;

/** A stable number of a text: the mark of one alarm stays where it was drawn if drawn again. */
function hashOf(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash;
}

/** A red frame around the region the box recognised, at a place fixed by the alarm. */
function markRegion(rgba: Uint8Array, seed: number): void {
  const left = 16 + (seed % (FRAME.width - MARK.width - 32));
  const top = 16 + ((seed >>> 8) % (FRAME.height - MARK.height - 32));
  for (let y = top; y < top + MARK.height; y++) {
    for (let x = left; x < left + MARK.width; x++) {
      const edge =
        x - left < MARK.line ||
        left + MARK.width - x <= MARK.line ||
        y - top < MARK.line ||
        top + MARK.height - y <= MARK.line;
      if (!edge) continue;
      const at = (y * FRAME.width + x) * 4;
      [rgba[at], rgba[at + 1], rgba[at + 2]] = RED;
    }
  }
}

export interface SnapshotOf {
  projectId: string;
  deviceId: string;
  /** An AI_ALARM_TYPES value. */
  alarmType: string;
  /** 'YYYY-MM-DD HH:mm:ss' */
  time: string;
}

/** Where an alarm's snapshot lies, relative to the files folder; named by camera, time and type. */
export const snapshotPath = (alarm: SnapshotOf): string =>
  `${projectFolder(alarm.projectId)}/aiAlarm/${encodeURIComponent(alarm.deviceId)}-${alarm.time.replace(/\D/g, '')}-${alarm.alarmType}.jpg`;

/**
 * Draws the snapshot of an alarm as the box saved it: the camera's picture (the virtual camera's view of
 * the site at its resting pose), the recognised region framed in red, the alarm type and time as
 * captions; writes it as JPEG and answers its path.
 */
export async function writeSnapshot(files: ObjectStore, alarm: SnapshotOf): Promise<string> {
  const key = cameraKey(alarm.deviceId, 1);
  const rgba = renderFrame(initialPose(key), false, {
    topLeft: `AI ${alarm.alarmType}`,
    topRight: alarm.time,
    bottomLeft: key.replace('/', ' CH').toUpperCase(),
  });
  markRegion(rgba, hashOf(`${alarm.deviceId}|${alarm.time}|${alarm.alarmType}`));
  const path = snapshotPath(alarm);
  await files.put(path, Buffer.from(encode({ data: rgba, ...FRAME }, JPEG_QUALITY).data));
  return path;
}
