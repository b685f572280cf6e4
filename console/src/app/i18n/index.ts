import type { Language } from '@site/shared-schema';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storeLanguage } from '../store/settings';
import { ARCO_LOCALES, type ArcoLocale } from './arco-locales';
import { addTextFormats } from './letter-case';
import type { DesignerTexts, FirstTexts, ShellTexts, Translation } from './locales/types';

/*
 * Each language's texts come in chunks of their own: the login's, the layout's and dashboard's (the
 * first page after login, the login's part among it), the designer's, and every page's. A user downloads
 * only the language he reads, and a page waits only for the part it declares (RouteNode.texts).
 */
export type TextsPart = 'first' | 'shell' | 'designer' | 'all';

/** The parts each one holds besides itself; the login's is loaded with the language, before any page. */
const HOLDS: Record<TextsPart, readonly TextsPart[]> = {
  first: [],
  shell: ['first'],
  designer: [],
  all: ['first', 'shell', 'designer'],
};

const TEXTS: Record<
  TextsPart,
  Record<Language, () => Promise<FirstTexts | ShellTexts | DesignerTexts | Translation>>
> = {
  first: {
    zh: () => import('./locales/first/zh').then((module) => module.zhFirst),
    en: () => import('./locales/first/en').then((module) => module.enFirst),
    es: () => import('./locales/first/es').then((module) => module.esFirst),
    ja: () => import('./locales/first/ja').then((module) => module.jaFirst),
  },
  shell: {
    zh: () => import('./locales/shell/zh').then((module) => module.zhShell),
    en: () => import('./locales/shell/en').then((module) => module.enShell),
    es: () => import('./locales/shell/es').then((module) => module.esShell),
    ja: () => import('./locales/shell/ja').then((module) => module.jaShell),
  },
  designer: {
    zh: () => import('./locales/designer/zh').then((module) => module.zhDesigner),
    en: () => import('./locales/designer/en').then((module) => module.enDesigner),
    es: () => import('./locales/designer/es').then((module) => module.esDesigner),
    ja: () => import('./locales/designer/ja').then((module) => module.jaDesigner),
  },
  all: {
    zh: () => import('./locales/zh').then((module) => module.zh),
    en: () => import('./locales/en').then((module) => module.en),
    es: () => import('./locales/es').then((module) => module.es),
    ja: () => import('./locales/ja').then((module) => module.ja),
  },
};

const arcoLocales: Partial<Record<Language, ArcoLocale>> = {};
/** The parts loaded of each language. */
const loaded: Partial<Record<Language, Set<TextsPart>>> = {};
/** The parts pages have asked for: a language switched to loads them too. */
const wanted = new Set<TextsPart>(['first']);
let initialised: () => void;
// The router asks for a page's texts as it is created, before the language is chosen.
const ready = new Promise<void>((resolve) => {
  initialised = resolve;
});

const covers = (parts: ReadonlySet<TextsPart> | undefined, asked: TextsPart) =>
  parts !== undefined && [...parts].some((part) => part === asked || HOLDS[part].includes(asked));

/** The component library's texts in a language already loaded (every stored language is). */
export const arcoLocale = (language: Language): ArcoLocale | undefined => arcoLocales[language];

async function loadTexts(language: Language, part: TextsPart): Promise<void> {
  if (covers(loaded[language], part)) return;
  const texts = await TEXTS[part][language]();
  i18next.addResourceBundle(language, 'translation', texts, true, true);
  let parts = loaded[language];
  if (!parts) {
    parts = new Set();
    loaded[language] = parts;
  }
  parts.add(part);
}

async function loadLanguage(language: Language): Promise<void> {
  // The parts asked for that no other part asked for holds.
  const parts = [...wanted].filter((part) => ![...wanted].some((other) => HOLDS[other].includes(part)));
  const [arco] = await Promise.all([
    arcoLocales[language] ?? ARCO_LOCALES[language](),
    ...parts.map((part) => loadTexts(language, part)),
  ]);
  arcoLocales[language] = arco;
}

/** A part of the current language's texts, and that much of any language switched to from now on. */
export async function loadPart(part: TextsPart): Promise<void> {
  wanted.add(part);
  await ready;
  await loadTexts(i18next.language as Language, part);
}

/** Every text of the current language, and of any language switched to from now on. */
export const loadAllTexts = () => loadPart('all');

/** A page's loader that also loads the part of the texts it shows. */
export const withTexts =
  <T>(part: TextsPart, load: () => Promise<T>) =>
  (): Promise<T> =>
    Promise.all([load(), loadPart(part)]).then(([page]) => page);

/** A page's loader that also loads every text, for whatever the login and the dashboard do not show. */
export const withAllTexts = <T>(load: () => Promise<T>) => withTexts('all', load);

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
    // A text outside the parts loaded so far (one a page of the shell shows unforeseen) loads them all,
    // and the views that asked for it render again once they are in.
    saveMissing: true,
    missingKeyHandler: () => void loadAllTexts(),
    react: { bindI18nStore: 'added' },
  });
  addTextFormats(i18next);
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
