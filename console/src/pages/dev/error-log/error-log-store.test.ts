import { afterEach, describe, expect, it } from 'vitest';
import { ERROR_LOG_LIMIT, errorLog, installErrorLog } from './error-log-store';

describe('the unhandled-error log', () => {
  afterEach(() => errorLog.clear());

  it('keeps an unhandled error with its time, message, stack and address, newest first', () => {
    installErrorLog(true);
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('first'), message: 'first' }));
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('second'), message: 'second' }));
    const [newest, older] = errorLog.entries();
    expect(newest.message).toBe('second');
    expect(older.message).toBe('first');
    expect(newest.stack).toContain('second');
    expect(newest.url).toBe(window.location.href);
    expect(newest.time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(JSON.parse(sessionStorage.getItem('site-error-log') ?? '[]')).toHaveLength(2);
  });

  it('keeps the newest entries only', () => {
    installErrorLog(true);
    for (let index = 0; index < ERROR_LOG_LIMIT + 5; index++)
      window.dispatchEvent(new ErrorEvent('error', { message: `error ${index}` }));
    expect(errorLog.entries()).toHaveLength(ERROR_LOG_LIMIT);
    expect(errorLog.entries()[0].message).toBe(`error ${ERROR_LOG_LIMIT + 4}`);
  });

  it('listens to nothing where the environment does not enable it', () => {
    const target = new EventTarget() as unknown as Window;
    installErrorLog(false, target);
    target.dispatchEvent(new ErrorEvent('error', { message: 'ignored' }));
    expect(errorLog.enabled()).toBe(false);
    expect(errorLog.entries()).toEqual([]);
  });
});
