import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SAVED_AT_HEADER } from './headers';
import { clockOffset, noteServerDate, siteNow } from './server-clock';

const answer = (headers: Record<string, string>) => new Response('{}', { headers });
const BOX_TIME = new Date('2016-03-01T08:00:00Z');
const SERVER_TIME = 'Thu, 03 Dec 2026 15:00:00 GMT';

describe('the server clock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(BOX_TIME);
    clockOffset.value = 0;
  });
  afterEach(() => vi.useRealTimers());

  it("takes the server's time when the box's clock is years off", () => {
    noteServerDate(answer({ Date: SERVER_TIME }));
    expect(siteNow()).toBe(Date.parse(SERVER_TIME) + 500);
    vi.advanceTimersByTime(60_000);
    expect(siteNow()).toBe(Date.parse(SERVER_TIME) + 60_500);
    // An answer that took 3 s on the way tells nothing new: the offset stays as it was.
    const offset = clockOffset.value;
    noteServerDate(answer({ Date: new Date(Date.parse(SERVER_TIME) + 57_000).toUTCString() }));
    expect(clockOffset.value).toBe(offset);
  });

  it("keeps the box's own clock within 10 s, and goes back to it once it is right", () => {
    noteServerDate(answer({ Date: new Date(BOX_TIME.getTime() + 8_000).toUTCString() }));
    expect(clockOffset.value).toBe(0);
    noteServerDate(answer({ Date: SERVER_TIME }));
    expect(clockOffset.value).not.toBe(0);
    noteServerDate(answer({ Date: BOX_TIME.toUTCString() }));
    expect(siteNow()).toBe(BOX_TIME.getTime());
  });

  it('ignores answers from storage and answers without a readable Date', () => {
    noteServerDate(answer({ Date: SERVER_TIME, [SAVED_AT_HEADER]: BOX_TIME.toISOString() }));
    noteServerDate(answer({ Date: 'not a date' }));
    noteServerDate(answer({}));
    expect(clockOffset.value).toBe(0);
  });
});
