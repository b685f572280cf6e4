import { HELP_MESSAGES } from '@site/shared-schema';
import type { TFunction } from 'i18next';

const KEY_OF = new Map(Object.entries(HELP_MESSAGES).map(([key, message]) => [message as string, key]));

/** A message of the help calls in the user's language (as it came when unknown). */
export function helpProblemText(t: TFunction, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const key = KEY_OF.get(message);
  return key ? t(`helpAdmin.problems.${key}`) : message;
}
