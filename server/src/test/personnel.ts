import {
  DATE_FORMAT,
  type EntryExitRecord,
  formatDateTime,
  type PageResult,
  WIDGET_CALLS,
} from '@site/shared-schema';
import type { TestServer } from './server';

/** The manager teams of the demo projects: their members are the managers. */
const MANAGER_TEAMS = new Set(['项目管理组', '监理组']);

export const todayOf = (now = Date.now()) => formatDateTime(now, DATE_FORMAT);

/** Every record of a project on a day (today by default), newest first, as the records call answers. */
export async function recordsOfDay(
  server: TestServer,
  token: string,
  projectId: string,
  day = todayOf(),
): Promise<EntryExitRecord[]> {
  const answer = await server.post<PageResult<EntryExitRecord>>(
    WIDGET_CALLS.entryExitRecords.path,
    { projectId, pageNumber: 1, pageSize: 9999, recordDate: `${day} 00:00:00` },
    token,
  );
  if (answer.code !== 200) throw new Error(`records of ${day}: ${answer.code} ${answer.message}`);
  return answer.data.records;
}

/**
 * Who is inside and who left, worked out from the records alone (the demo names are unique within a
 * project), to check the server's statistics against.
 */
export function expectedPresence(newestFirst: readonly EntryExitRecord[]) {
  const latest = new Map<string, EntryExitRecord>();
  for (const record of [...newestFirst].reverse()) latest.set(record.personName, record);
  const inside = [...latest.values()].filter((record) => record.entryExitType === '1');
  const left = [...latest.values()].filter((record) => record.entryExitType === '2');
  const managers = (records: EntryExitRecord[]) =>
    records.filter((r) => MANAGER_TEAMS.has(r.teamName)).length;
  return {
    inside,
    left,
    insideManagers: managers(inside),
    insideWorkers: inside.length - managers(inside),
    seenManagers: managers([...inside, ...left]),
    seenWorkers: inside.length + left.length - managers([...inside, ...left]),
  };
}
