import { SALARY_MESSAGES } from '@site/shared-schema';
import type { TFunction } from 'i18next';

type MessageKey = keyof typeof SALARY_MESSAGES;

/** A salary message of the server or the shared checks (Chinese) in the user's language; others as they are. */
export function localiseSalaryMessage(message: string, t: TFunction): string {
  const key = (Object.keys(SALARY_MESSAGES) as MessageKey[]).find(
    (candidate) => SALARY_MESSAGES[candidate] === message,
  );
  return key ? t(`salary.messages.${key}`) : message;
}

/** Money as the lists show it: two decimals. */
export const money = (value: unknown): string =>
  value === '' || value === null || value === undefined ? '' : Number(value).toFixed(2);
