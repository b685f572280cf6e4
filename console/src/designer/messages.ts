import type { TFunction } from 'i18next';
import { designerZh } from './locales/zh';

const KEY_OF = new Map<string, string>(Object.entries(designerZh.messages).map(([key, text]) => [text, key]));

/**
 * A message the designer shows, in the user's language: one of the seed's fixed texts (the model's
 * commands and the shared checks word them in Chinese) by its key, any other as a key of the texts.
 */
export function designerMessage(message: string, t: TFunction): string {
  const key = KEY_OF.get(message);
  return key ? t(`designer.messages.${key}`) : t(message);
}
