import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '@site/shared-schema';

const isLanguage = (value: string | undefined): value is Language =>
  (LANGUAGES as readonly string[]).includes(value ?? '');

/** Stored preference, else the first supported browser language, else English (seed 000 §1). */
export function chooseLanguage(stored: string | undefined, browserLanguages: readonly string[]): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of browserLanguages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return FALLBACK_LANGUAGE;
}
