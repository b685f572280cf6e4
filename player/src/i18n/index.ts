import { signal } from '@preact/signals';
import {
  getWidget,
  LANGUAGES,
  type Language,
  type ScreenComponent,
  type WidgetType,
} from '@site/shared-schema';
import { type Dictionary, type TextKey, zhTexts } from './zh';

export type { TextKey } from './zh';

/** Walls in China are the default audience: a wall speaks Chinese unless asked otherwise. */
export const DEFAULT_LANGUAGE: Language = 'zh';

/**
 * The other languages load when first asked for: the walls in China, most of them on weak TV boxes,
 * never download them.
 */
const LOADERS: Record<Exclude<Language, 'zh'>, () => Promise<Dictionary>> = {
  en: () => import('./en').then((module) => module.enTexts),
  es: () => import('./es').then((module) => module.esTexts),
  ja: () => import('./ja').then((module) => module.jaTexts),
};

const loaded: Partial<Record<Language, Dictionary>> = { zh: zhTexts };

/**
 * The language of every text the player draws. One per page: a wall takes it from its URL, the
 * console sets its user's. Views read it through `t`, so changing it re-renders them.
 */
export const language = signal<Language>(DEFAULT_LANGUAGE);

/** The language last asked for: a slow load that another choice overtook is not applied. */
let wanted: Language = DEFAULT_LANGUAGE;

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

/** Switches every text to `next` once its dictionary is loaded. */
export async function setLanguage(next: Language): Promise<void> {
  wanted = next;
  if (!loaded[next] && next !== 'zh') loaded[next] = await LOADERS[next]();
  if (wanted === next) language.value = next;
}

/** The text of `key` in the current language, with each `{name}` replaced by `params.name`. */
export function t(key: TextKey, params?: Record<string, string | number>): string {
  const text = (loaded[language.value] ?? zhTexts)[key];
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/**
 * A widget's title: the label its author gave it, or its type's name in the current language (a label
 * still equal to the catalogue's Chinese default was never chosen by anyone).
 */
export function widgetTitle(component: Pick<ScreenComponent, 'component' | 'label'>): string {
  const entry = getWidget(component.component);
  if (!entry) return component.label;
  return component.label && component.label !== entry.label
    ? component.label
    : t(`widget.${entry.type as WidgetType}`);
}
