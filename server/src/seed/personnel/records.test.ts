import { formatDateTime } from '@site/shared-schema';
import { describe, expect, it } from 'vitest';
import { seededRandom } from './random';
import { type Attendee, generateRecords, RECORD_DAYS } from './records';

const ATTENDEES: Attendee[] = Array.from({ length: 40 }, (_, index) => ({
  personId: `p${index}`,
  personType: index < 5 ? 'MANAGER' : 'WORKER',
  deviceIds: ['gate-1', 'gate-2'],
}));

describe('generated entries and exits', () => {
  const now = new Date(2026, 2, 5, 10, 0, 0);
  const records = generateRecords(seededRandom(1), ATTENDEES, now);

  it('cover the last seven days up to now, oldest first', () => {
    const days = new Set(records.map((record) => record.recordTime.slice(0, 10)));
    expect(days.size).toBe(RECORD_DAYS);
    expect([...days][0]).toBe('2026-02-27');
    expect(records[records.length - 1].recordTime <= formatDateTime(now)).toBe(true);
    expect(records.map((record) => record.recordTime)).toEqual(
      records.map((record) => record.recordTime).sort(),
    );
  });

  it('alternate entry and exit for each person and day, starting with an entry', () => {
    const sequences = new Map<string, string>();
    for (const record of records) {
      const key = `${record.personId} ${record.recordTime.slice(0, 10)}`;
      sequences.set(key, (sequences.get(key) ?? '') + record.entryExitType);
    }
    for (const [key, sequence] of sequences) {
      if (key.endsWith('2026-03-05')) expect(sequence).toMatch(/^1(21)?2?$/);
      else expect(sequence).toMatch(/^1(21)?2$/);
    }
  });

  it('start on the day a person came', () => {
    const newcomer: Attendee = {
      personId: 'new',
      personType: 'WORKER',
      deviceIds: ['gate-1'],
      since: '2026-03-04',
    };
    const days = generateRecords(seededRandom(1), [newcomer], now).map((record) =>
      record.recordTime.slice(0, 10),
    );
    expect(days.length).toBeGreaterThan(0);
    expect(days.every((day) => day >= '2026-03-04')).toBe(true);
  });

  it('keep the past days whatever the time of day of the seed', () => {
    const evening = generateRecords(seededRandom(1), ATTENDEES, new Date(2026, 2, 5, 22, 0, 0));
    const pastDays = (list: typeof records) => list.filter((record) => record.recordTime < '2026-03-05');
    expect(pastDays(evening)).toEqual(pastDays(records));
    expect(evening.length).toBeGreaterThan(records.length);
  });
});
