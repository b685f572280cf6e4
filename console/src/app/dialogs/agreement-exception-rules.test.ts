import type { AgreementException } from '@site/shared-schema';
import { describe, expect, it } from 'vitest';
import {
  acknowledgement,
  exceptionsToShow,
  quietToday,
  shouldOpenExceptionDialog,
} from './agreement-exception-rules';

const item = (agreementCode: string, exceptionRecordCount: number) =>
  ({ agreementId: agreementCode, agreementCode, exceptionRecordCount }) as AgreementException;
const notice = (agreementExcptionNoneDate = '') => ({ projectId: '3', agreementExcptionNoneDate });
const NOON = new Date(2026, 2, 5, 12, 0, 0).getTime();

describe('agreement exception dialog rules', () => {
  it('lists only agreements with exception records', () => {
    expect(exceptionsToShow([item('a', 0), item('b', 2)]).map((entry) => entry.agreementCode)).toEqual(['b']);
  });

  it('opens when a count is above 0', () => {
    expect(shouldOpenExceptionDialog([item('a', 0), item('b', 1)], notice(), NOON)).toBe(true);
    expect(shouldOpenExceptionDialog([item('a', 0)], notice(), NOON)).toBe(false);
    expect(shouldOpenExceptionDialog([], notice(), NOON)).toBe(false);
  });

  it('stays closed for the rest of a day stamped do-not-remind, and opens again the next day', () => {
    const stamped = notice('2026-03-05 08:15:00');
    expect(quietToday(stamped, NOON)).toBe(true);
    expect(shouldOpenExceptionDialog([item('b', 1)], stamped, NOON)).toBe(false);
    expect(shouldOpenExceptionDialog([item('b', 1)], stamped, NOON + 86_400_000)).toBe(true);
    expect(quietToday(notice(), NOON)).toBe(false);
  });

  it('stamps the acknowledgement with the current date-time only when ticked', () => {
    expect(acknowledgement(notice('2026-03-01 10:00:00'), true, NOON)).toEqual(notice('2026-03-05 12:00:00'));
    expect(acknowledgement(notice('2026-03-01 10:00:00'), false, NOON)).toEqual(notice(''));
  });
});
