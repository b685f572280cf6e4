import type { AgreementException } from '@site/shared-schema';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { acknowledgeExceptions } from '../../api/agreement';
import { zh } from '../i18n/locales/zh';
import { AgreementExceptionDialog } from './AgreementExceptionDialog';

vi.mock('../../api/agreement', () => ({ acknowledgeExceptions: vi.fn(async () => '操作成功') }));

const exceptions = [
  {
    agreementId: 'a1',
    agreementCode: 'HZ_SMZ',
    agreementName: '杭州市建筑工人实名制管理平台',
    operateType: 'PERSON_UPLOAD',
    startDate: '2026-03-01 00:00:00',
    endDate: '2026-03-05 12:00:00',
    exceptionRecordCount: 3,
  },
] satisfies AgreementException[];

describe('AgreementExceptionDialog', () => {
  beforeAll(() => i18next.use(initReactI18next).init({ lng: 'zh', resources: { zh: { translation: zh } } }));
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('enables acknowledging after the countdown and sends the stamped settings on closing', async () => {
    vi.useFakeTimers({ now: new Date(2026, 2, 5, 12, 0, 0) });
    const onClose = vi.fn();
    render(
      <AgreementExceptionDialog
        notice={{ projectId: '3', agreementExcptionNoneDate: '' }}
        exceptions={exceptions}
        onClose={onClose}
      />,
    );
    const button = screen.getByTestId('agreement-exception-acknowledge') as HTMLButtonElement;
    expect(screen.getByText('人员信息')).toBeTruthy();
    expect(button.disabled).toBe(true);
    expect(button.textContent).toBe('已知晓，稍后处理（5s）');
    // Each second's re-render schedules the next step, so time advances a second at a time.
    const tick = () => act(() => vi.advanceTimersByTime(1_000));
    for (let second = 0; second < 4; second += 1) tick();
    expect(button.disabled).toBe(true);
    expect(button.textContent).toBe('已知晓，稍后处理（1s）');
    tick();
    expect(button.disabled).toBe(false);
    expect(button.textContent).toBe('已知晓，稍后处理');

    fireEvent.click(screen.getByText('今日不再提醒'));
    await act(async () => fireEvent.click(button));
    expect(acknowledgeExceptions).toHaveBeenCalledWith({
      projectId: '3',
      agreementExcptionNoneDate: '2026-03-05 12:00:05',
    });
    expect(onClose).toHaveBeenCalled();
  });
});
