import { afterEach, describe, expect, it, vi } from 'vitest';
import { CommandRefused, CommandTimedOut, commandWaiters } from './command-waiters';

const answer = (deviceId: string, code = 200, message = '操作成功') => ({ deviceId, code, message });

describe('commands waiting for their answer on a user queue', () => {
  afterEach(() => vi.useRealTimers());

  it('settles the oldest waiter of the answered device, a refusal with the server’s message', async () => {
    const waiters = commandWaiters<ReturnType<typeof answer>>();
    const first = waiters.wait('a', 1000);
    const second = waiters.wait('a', 1000);
    const other = waiters.wait('b', 1000);
    expect(waiters.answer(answer('b'))).toBe(true);
    expect(waiters.answer(answer('a', 400, '设备离线'))).toBe(true);
    expect(waiters.answer(answer('a'))).toBe(true);
    await expect(other).resolves.toMatchObject({ deviceId: 'b', code: 200 });
    await expect(first).rejects.toEqual(new CommandRefused(400, '设备离线'));
    await expect(second).resolves.toMatchObject({ deviceId: 'a', code: 200 });
  });

  it('leaves an answer nobody waits for to the caller (the progress of a sync)', () => {
    expect(commandWaiters().answer(answer('a'))).toBe(false);
  });

  it('gives up after the timeout, and a late answer is nobody’s', async () => {
    vi.useFakeTimers();
    const waiters = commandWaiters<ReturnType<typeof answer>>();
    const waiting = waiters.wait('a', 30_000);
    vi.advanceTimersByTime(30_000);
    await expect(waiting).rejects.toBeInstanceOf(CommandTimedOut);
    expect(waiters.answer(answer('a'))).toBe(false);
  });
});
