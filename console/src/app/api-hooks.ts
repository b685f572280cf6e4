import { CUSTOM_SCREEN_PAGE, ERROR_TOAST_MS, MESSAGES } from '@site/shared-schema';
import i18next from 'i18next';
import type { ClientHooks } from '../api/client';
import { answerText } from './answers/answer-text';
import { confirm } from './dialogs/confirm';
import { refusalText } from './refusals/refusal-text';
import { serverErrorPathFromHere } from './routing/paths';
import { resetToken, session } from './store/session';
import { transportText } from './transport/transport-text';

declare global {
  interface Window {
    /** Set by a native app embedding the console; told when the user logs out after a 401. */
    NativeBridge?: { logout?: () => void };
  }
}

/**
 * Arco's toasts, fetched when first needed rather than with the login page, which shows none until the
 * user acts (issue 18). The login form asks for them as it is first touched, and the layout has them.
 */
export const loadToasts = () => import('./dialogs/arco-message').then((module) => module.Message);

/** An error toast; a `field: problem` refusal is said with the field's name and in the user's language. */
export function showError(message: string): void {
  const content = refusalText(message, i18next.t);
  void loadToasts().then((Message) => Message.error({ content, duration: ERROR_TOAST_MS }));
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
      if (window.location.pathname !== CUSTOM_SCREEN_PAGE) navigate(serverErrorPathFromHere());
    },
    answerText: (message) => answerText(message, i18next.t),
    transportText: (failure) => transportText(failure, i18next.t),
  };
}
