import { formatDateTime } from '@site/shared-schema';
import type { Database } from '../db/client';
import { projects } from '../db/schema';
import { logRecognitions } from '../modules/fc-log/from-recognitions';
import { seededRandom } from './devices/random';

/** The comparison logs of the seeded recognitions and strangers (the last days'): what the comparers did. */
export async function seedFcLogs(db: Database): Promise<void> {
  const ids = (await db.select({ id: projects.id }).from(projects)).map((project) => project.id);
  if (ids.length === 0) return;
  await logRecognitions(db, seededRandom('fc-logs'), ids, {
    from: '1970-01-01 00:00:00',
    to: formatDateTime(Date.now()),
  });
}
