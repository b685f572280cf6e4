import { describe, expect, it } from 'vitest';
import { countBy, countByType, lastRecords, type Movement, presence } from './presence';

const record = (
  personId: string,
  entryExitType: '1' | '2',
  time: string,
  personType: Movement['personType'] = 'WORKER',
): Movement => ({
  personId,
  personType,
  areaId: null,
  entryExitType,
  recordTime: `2026-03-05 ${time}`,
});

describe('presence', () => {
  it('keeps each person’s latest record, whatever the order of the records', () => {
    const records = [
      record('a', '2', '12:00:00'),
      record('a', '1', '07:00:00'),
      record('b', '1', '08:00:00'),
    ];
    expect(lastRecords(records).map((r) => [r.personId, r.recordTime.slice(11)])).toEqual([
      ['a', '12:00:00'],
      ['b', '08:00:00'],
    ]);
  });

  it('splits the people seen into those inside and those who left', () => {
    const { inside, left } = presence([
      record('a', '1', '07:00:00'),
      record('a', '2', '11:40:00'),
      record('a', '1', '12:50:00'),
      record('b', '1', '07:10:00'),
      record('b', '2', '17:30:00'),
      // Entered yesterday: an exit alone still counts as seen today.
      record('c', '2', '06:00:00'),
    ]);
    expect(inside.map((r) => r.personId)).toEqual(['a']);
    expect(left.map((r) => r.personId)).toEqual(['b', 'c']);
  });

  it('counts workers and managers, and rows per key', () => {
    const records = [
      record('a', '1', '07:00:00'),
      record('m', '1', '08:00:00', 'MANAGER'),
      record('o', '1', '09:00:00', 'OTHER'),
    ];
    expect(countByType(records)).toEqual({ workerCount: 1, managerCount: 1 });
    const byType = countBy(records, (r) => (r.personType === 'OTHER' ? null : r.personType));
    expect([...byType]).toEqual([
      ['WORKER', 1],
      ['MANAGER', 1],
    ]);
    const weighted = countBy(
      records,
      (r) => r.entryExitType,
      (r) => (r.personType === 'OTHER' ? 5 : 1),
    );
    expect([...weighted]).toEqual([['1', 7]]);
  });
});
