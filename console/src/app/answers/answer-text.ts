import type { TFunction } from 'i18next';
import { answersZh } from './locales/zh';

const KEY_OF = new Map<string, string>(Object.entries(answersZh).map(([key, text]) => [text, key]));

/** A successful answer's message in the user's language: the server's fixed words by their key, any other as it came. */
export function answerText(message: string, t: TFunction): string {
  const key = KEY_OF.get(message);
  return key ? t(`answers.${key}`, { defaultValue: message }) : message;
}
