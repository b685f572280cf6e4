import type { Language } from '@site/shared-schema';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storeLanguage } from '../store/settings';
import type { Translation } from './locales/types';

/** Each language's texts are a chunk of their own: a user downloads only the language he reads. */
const TRANSLATIONS: Record<Language, () => Promise<Translation>> = {
  zh: () => import('./locales/zh').then((module) => module.zh),
  en: () => import('./locales/en').then((module) => module.en),
  es: () => import('./locales/es').then((module) => module.es),
  ja: () => import('./locales/ja').then((module) => module.ja),
};

async function loadLanguage(language: Language): Promise<void> {
  if (i18next.hasResourceBundle(language, 'translation')) return;
  i18next.addResourceBundle(language, 'translation', await TRANSLATIONS[language]());
}

/** Names of the languages, each in its own language. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  zh: '中文',
  en: 'English',
  es: 'Español',
  ja: '日本語',
};

export async function initI18n(language: Language): Promise<void> {
  storeLanguage(language);
  document.documentElement.lang = language;
  // Every language has every key (Translation), so no fallback language needs loading.
  await i18next.use(initReactI18next).init({
    resources: {},
    partialBundledLanguages: true,
    lng: language,
    fallbackLng: false,
    interpolation: { escapeValue: false },
  });
  await loadLanguage(language);
}

/** Persists the choice; menus, titles and document.title follow through the stores. */
export async function switchLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  storeLanguage(language);
  document.documentElement.lang = language;
  await i18next.changeLanguage(language);
}
