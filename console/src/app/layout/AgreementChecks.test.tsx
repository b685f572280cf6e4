import { act, cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryLockMessage } from '../../api/agreement';
import { enShell } from '../i18n/locales/shell/en';
import { zhShell } from '../i18n/locales/shell/zh';
import { session } from '../store/session';
import { AgreementChecks } from './AgreementChecks';

vi.mock('../../api/agreement', () => ({
  queryExceptionNotice: vi.fn(async () => ({ projectId: '3', agreementExcptionNoneDate: '' })),
  queryExceptionList: vi.fn(async () => []),
  queryLockMessage: vi.fn(async () => ({ warn: true, msg: '2名劳务人员已锁定' })),
}));

const notice = () => screen.queryByTestId('agreement-lock-notice');
const title = () => document.querySelector('.arco-notification-title')?.textContent;
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 600)));

describe('AgreementChecks', () => {
  beforeAll(async () => {
    await i18next.use(initReactI18next).init({
      lng: 'zh',
      resources: { zh: { translation: zhShell }, en: { translation: enShell } },
      react: { bindI18nStore: 'added' },
    });
    session.set({ resources: ['frontSiteProjectAgreementGetLockMsg'] });
  });
  afterEach(cleanup);

  it('keeps the lock notice while texts arrive and the language switches, asking the server once', async () => {
    render(<AgreementChecks projectId="3" />);
    await settle();
    expect(notice()?.textContent).toBe('2名劳务人员已锁定');
    expect(title()).toBe('人员锁定提醒');

    // A page's texts loading later gives every view a new t (bindI18nStore: 'added').
    act(() => i18next.addResourceBundle('zh', 'translation', { later: { text: '稍后' } }, true));
    await settle();
    expect(notice()?.textContent).toBe('2名劳务人员已锁定');

    await act(() => i18next.changeLanguage('en'));
    await settle();
    expect(title()).toBe('Locked personnel');
    expect(screen.getByTestId('agreement-lock-export').textContent).toBe('Export table');
    expect(notice()?.textContent).toBe('2名劳务人员已锁定');
    expect(queryLockMessage).toHaveBeenCalledTimes(1);
  });
});
