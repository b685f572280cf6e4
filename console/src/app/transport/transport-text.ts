import type { TFunction } from 'i18next';
import type { TransportFailure } from '../../api/client';

/** A call that got no envelope, said in the user's language: the toast before the 500 page, and the error's message. */
export function transportText(failure: TransportFailure, t: TFunction): string {
  return failure.reason === 'status'
    ? t('transport.status', { status: failure.status })
    : t(`transport.${failure.reason}`);
}
