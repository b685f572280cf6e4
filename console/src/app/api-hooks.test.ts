import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { showError } from './api-hooks';
import { zh } from './i18n/locales/zh';

describe('showError', () => {
  beforeAll(() => i18next.init({ lng: 'zh', resources: { zh: { translation: zh } } }));

  it("shows the server's message in an error toast once the toasts' code has come", async () => {
    showError('账号或密码错误');
    // The toasts' code is imported on this first use: on a busy machine that takes more than the default 1 s.
    const toast = await screen.findByText('账号或密码错误', {}, { timeout: 10_000 });
    expect(toast.closest('.arco-message-error')).not.toBeNull();
  });
});
