import { CUSTOM_SCREEN_PAGE, MESSAGES } from '@site/shared-schema';
import type { NavigateFunction } from 'react-router-dom';
import { ApiError } from '../../api/envelope';
import { showError } from '../api-hooks';
import { resetToken } from '../store/session';
import { serverErrorPathFromHere } from './paths';

/**
 * A failed first load (seed 000 §4, §8): reset the token, show the message (or 'Has Error') unless the
 * interceptor already did, and go to /500, except on the custom screen page. A 401 is left to the
 * interceptor's confirm box; without a token the guard then shows the login.
 */
export async function handleLoadFailure(error: unknown, navigate: NavigateFunction): Promise<void> {
  const apiError = error instanceof ApiError ? error : undefined;
  if (!apiError?.notified) showError((error instanceof Error && error.message) || MESSAGES.hasError);
  // Arrive on /500 first, synchronously (not in a transition): without a token the guard would otherwise
  // send the old path to the login.
  if (apiError?.kind !== 'unauthorized' && window.location.pathname !== CUSTOM_SCREEN_PAGE) {
    await navigate(serverErrorPathFromHere(), { flushSync: true });
  }
  resetToken();
}
