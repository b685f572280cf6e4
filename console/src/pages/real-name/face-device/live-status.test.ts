import { describe, expect, it } from 'vitest';
import { firstSeen, liveStatus } from './live-status';

const row = { deviceStatus: 1 as const, lastOnlineTime: '2026-01-01 08:00:00' };
const push = (deviceStatus: 0 | 1, receivedAt: number) => ({
  destination: '/topic/deviceStatus/org',
  receivedAt,
  body: { deviceStatus, time: '2026-01-01 09:30:00' },
});

describe('a device’s live online state', () => {
  it('follows a push that arrived after the list was read, without a reload', () => {
    expect(liveStatus(row, push(0, 2000), 1000)).toEqual({
      online: false,
      lastOnlineTime: '2026-01-01 08:00:00',
    });
    expect(liveStatus({ ...row, deviceStatus: 0 }, push(1, 2000), 1000)).toEqual({
      online: true,
      lastOnlineTime: '2026-01-01 09:30:00',
    });
  });

  it('keeps the list’s state when the push is older than the list or there is none', () => {
    expect(liveStatus(row, push(0, 500), 1000)).toEqual({ online: true, lastOnlineTime: row.lastOnlineTime });
    expect(liveStatus(row, undefined, 1000).online).toBe(true);
  });

  it('dates a row by when it was first shown', () => {
    const listed = {};
    expect(firstSeen(listed, 100)).toBe(100);
    expect(firstSeen(listed, 200)).toBe(100);
  });
});
