import { ERROR_TOAST_MS } from '@site/shared-schema';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadToasts, showError } from './api-hooks';
import { zh } from './i18n/locales/zh';

// That Arco then draws the toast, the end-to-end specs see (guard, session): in the workers' shared jsdom
// of a full run it did not appear within 5 s (twice in CI), though it does when this file runs alone.
describe('showError', () => {
  beforeAll(() => i18next.init({ lng: 'zh', resources: { zh: { translation: zh } } }));
  afterEach(() => vi.restoreAllMocks());

  it("hands the server's message to Arco's error toast once the toasts' code has come", async () => {
    const Message = await loadToasts();
    const error = vi.spyOn(Message, 'error').mockImplementation(() => () => undefined);
    showError('账号或密码错误');
    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith({ content: '账号或密码错误', duration: ERROR_TOAST_MS }),
    );
  });
});
