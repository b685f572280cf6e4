import { ENTRY_EXIT_TYPE, type EntryExitType, type PersonType } from '@site/shared-schema';

/** What the statistics need of a record. */
export interface Movement {
  personId: string;
  personType: PersonType;
  /** The area of the device that saw the person. */
  areaId: string | null;
  entryExitType: EntryExitType;
  /** YYYY-MM-DD HH:mm:ss */
  recordTime: string;
}

/** Workers and managers; other people (visitors) are in no count of the seed's answers. */
export const isCounted = (record: { personType: PersonType }): boolean => record.personType !== 'OTHER';

export const isEntry = (record: { entryExitType: EntryExitType }): boolean =>
  record.entryExitType === ENTRY_EXIT_TYPE.in;

/** Each person's latest record. */
export function lastRecords<T extends Movement>(records: readonly T[]): T[] {
  const latest = new Map<string, T>();
  for (const record of records) {
    const known = latest.get(record.personId);
    if (!known || record.recordTime >= known.recordTime) latest.set(record.personId, record);
  }
  return [...latest.values()];
}

/** Of the people seen: those inside now (latest record an entry) and those who left (an exit). */
export function presence<T extends Movement>(records: readonly T[]): { inside: T[]; left: T[] } {
  const latest = lastRecords(records);
  return { inside: latest.filter(isEntry), left: latest.filter((record) => !isEntry(record)) };
}

/** Per person type: how many came (seen today) and how many of them are inside now. */
export interface PresenceCount {
  personType: PersonType;
  came: number;
  inside: number;
}

/** The presence counts of the records' people, workers and managers only (dayPresenceCounts in SQL). */
export function presenceCounts(records: readonly Movement[]): PresenceCount[] {
  const counts = new Map<PersonType, PresenceCount>();
  for (const record of lastRecords(records.filter(isCounted))) {
    const row = counts.get(record.personType) ?? { personType: record.personType, came: 0, inside: 0 };
    row.came += 1;
    if (isEntry(record)) row.inside += 1;
    counts.set(record.personType, row);
  }
  return [...counts.values()];
}

export function countByType(records: readonly { personType: PersonType }[]): {
  workerCount: number;
  managerCount: number;
} {
  return {
    workerCount: records.filter((record) => record.personType === 'WORKER').length,
    managerCount: records.filter((record) => record.personType === 'MANAGER').length,
  };
}

/**
 * How many records fall under each key (team, work type, company), each counting `weight` (1 unless
 * given: a group's head count); records without a key are skipped.
 */
export function countBy<T>(
  records: readonly T[],
  key: (record: T) => string | null,
  weight: (record: T) => number = () => 1,
): Map<string, number> {
  const counts = new Map<string, number>();
  for (const record of records) {
    const value = key(record);
    if (value !== null) counts.set(value, (counts.get(value) ?? 0) + weight(record));
  }
  return counts;
}
