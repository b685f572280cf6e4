import { LED_MESSAGES } from '@site/shared-schema';
import type { TFunction } from 'i18next';

const KEY_OF = new Map(Object.entries(LED_MESSAGES).map(([key, message]) => [message as string, key]));

/** A message of the shared LED check or of the server, in the user's language (as it came when unknown). */
export const ledText = (t: TFunction, message: string): string => {
  const key = KEY_OF.get(message);
  return key ? t(`led.problems.${key}`) : message;
};
