import type { Language } from '@site/shared-schema';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storeLanguage } from '../store/settings';
import { ARCO_LOCALES, type ArcoLocale } from './arco-locales';
import type { FirstTexts, Translation } from './locales/types';

/*
 * Each language's texts are chunks of their own: a user downloads only the language he reads, and the
 * login page only its own texts. Any other page asks for all of them first (`loadAllTexts`).
 */
const FIRST_TEXTS: Record<Language, () => Promise<FirstTexts>> = {
  zh: () => import('./locales/first/zh').then((module) => module.zhFirst),
  en: () => import('./locales/first/en').then((module) => module.enFirst),
  es: () => import('./locales/first/es').then((module) => module.esFirst),
  ja: () => import('./locales/first/ja').then((module) => module.jaFirst),
};
const TRANSLATIONS: Record<Language, () => Promise<Translation>> = {
  zh: () => import('./locales/zh').then((module) => module.zh),
  en: () => import('./locales/en').then((module) => module.en),
  es: () => import('./locales/es').then((module) => module.es),
  ja: () => import('./locales/ja').then((module) => module.ja),
};

const arcoLocales: Partial<Record<Language, ArcoLocale>> = {};
const loaded = new Set<string>();
let allWanted = false;
let initialised: () => void;
// The router asks for a page's texts as it is created, before the language is chosen.
const ready = new Promise<void>((resolve) => {
  initialised = resolve;
});

/** The component library's texts in a language already loaded (every stored language is). */
export const arcoLocale = (language: Language): ArcoLocale | undefined => arcoLocales[language];

async function loadTexts(language: Language, part: 'first' | 'all'): Promise<void> {
  if (loaded.has(`${language}:${part}`) || loaded.has(`${language}:all`)) return;
  const texts = await (part === 'all' ? TRANSLATIONS : FIRST_TEXTS)[language]();
  i18next.addResourceBundle(language, 'translation', texts, true, true);
  loaded.add(`${language}:${part}`);
}

async function loadLanguage(language: Language): Promise<void> {
  const [arco] = await Promise.all([
    arcoLocales[language] ?? ARCO_LOCALES[language](),
    loadTexts(language, allWanted ? 'all' : 'first'),
  ]);
  arcoLocales[language] = arco;
}

/** Every text of the current language, and of any language switched to from now on. */
export async function loadAllTexts(): Promise<void> {
  allWanted = true;
  await ready;
  await loadTexts(i18next.language as Language, 'all');
}

/** A page's loader that also loads every text, for whatever the login does not show. */
export const withAllTexts =
  <T>(load: () => Promise<T>) =>
  (): Promise<T> =>
    Promise.all([load(), loadAllTexts()]).then(([loaded]) => loaded);

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
  initialised();
}

/** Persists the choice; menus, titles and document.title follow through the stores. */
export async function switchLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  storeLanguage(language);
  document.documentElement.lang = language;
  await i18next.changeLanguage(language);
}
