import type { Language } from '@site/shared-schema';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storeLanguage } from '../store/settings';
import { en } from './locales/en';
import { es } from './locales/es';
import { ja } from './locales/ja';
import { zh } from './locales/zh';

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
  await i18next.use(initReactI18next).init({
    resources: {
      zh: { translation: zh },
      en: { translation: en },
      es: { translation: es },
      ja: { translation: ja },
    },
    lng: language,
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
  });
}

/** Persists the choice; menus, titles and document.title follow through the stores. */
export async function switchLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  document.documentElement.lang = language;
  await i18next.changeLanguage(language);
}
