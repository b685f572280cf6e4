import { Message } from '@arco-design/web-react';
import { CUSTOM_SCREEN_PAGE, ERROR_TOAST_MS, MESSAGES } from '@site/shared-schema';
import i18next from 'i18next';
import type { ClientHooks } from '../api/client';
import { answerText } from './answers/answer-text';
import { confirm } from './dialogs/confirm';
import { refusalText } from './refusals/refusal-text';
import { SERVER_ERROR_PATH } from './routing/paths';
import { resetToken, session } from './store/session';

declare global {
  interface Window {
    /** Set by a native app embedding the console; told when the user logs out after a 401. */
    NativeBridge?: { logout?: () => void };
  }
}

/** An error toast; a `field: problem` refusal is said with the field's name and in the user's language. */
export function showError(message: string): void {
  Message.error({ content: refusalText(message, i18next.t), duration: ERROR_TOAST_MS });
}

/** The application side of the seed's interceptors (000 §8). */
export function createApiHooks(navigate: (path: string) => void): ClientHooks {
  let confirming = false;
  return {
    getToken: () => session.get().token,
    onError: showError,
    onUnauthorized() {
      // Several calls can fail together; one confirm box is enough.
      if (confirming) return;
      confirming = true;
      confirm({
        title: MESSAGES.loggedOutTitle,
        content: MESSAGES.loggedOut,
        okText: MESSAGES.relogin,
        cancelText: MESSAGES.cancel,
        onOk: () => {
          resetToken();
          window.NativeBridge?.logout?.();
          window.location.reload();
        },
        onCancel: () => {
          confirming = false;
        },
      });
    },
    onTransportError(message) {
      showError(message);
      if (window.location.pathname !== CUSTOM_SCREEN_PAGE) navigate(SERVER_ERROR_PATH);
    },
    answerText: (message) => answerText(message, i18next.t),
  };
}
