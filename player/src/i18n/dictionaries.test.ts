import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { LANGUAGES, type Language } from '@site/shared-schema';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage, t, widgetTitle } from '.';
import { enTexts } from './en';
import { esTexts } from './es';
import { jaTexts } from './ja';
import { type Dictionary, zhTexts } from './zh';

const DICTIONARIES: Record<Language, Dictionary> = { zh: zhTexts, en: enTexts, es: esTexts, ja: jaTexts };

const HAN = /[\u4e00-\u9fff]/;
const paramsOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

afterEach(() => setLanguage('zh'));

describe('the dictionaries', () => {
  it('hold every key in the four languages, with the same {params} and no empty text', () => {
    const keys = Object.keys(zhTexts).sort();
    for (const language of LANGUAGES) {
      const dictionary = DICTIONARIES[language] as Record<string, string>;
      expect(Object.keys(dictionary).sort(), language).toEqual(keys);
      for (const key of keys) {
        expect(paramsOf(dictionary[key]), `${language} ${key}`).toEqual(paramsOf(zhTexts[key as never]));
        expect(dictionary[key].trim(), `${language} ${key}`).not.toBe('');
      }
    }
  });

  it('have no Chinese left in English and Spanish', () => {
    for (const language of ['en', 'es'] as const)
      for (const [key, text] of Object.entries(DICTIONARIES[language]))
        expect(HAN.test(text), `${language} ${key}: ${text}`).toBe(false);
  });
});

describe('t', () => {
  it('speaks the current language and fills {params}', async () => {
    expect(t('attendanceRate.summary', { entry: 12, onJob: 30 })).toBe('出勤 12 人 / 在岗 30 人');
    await setLanguage('en');
    expect(t('attendanceRate.summary', { entry: 12, onJob: 30 })).toBe('Present 12 / On duty 30');
    await setLanguage('es');
    expect(t('wall.moreErrors', { count: 3 })).toBe('…3 errores en total');
  });

  it('titles a widget with its author label, or its type name when the label is the catalogue default', async () => {
    await setLanguage('en');
    expect(widgetTitle({ component: 'PersonCount', label: '在场人数' })).toBe('People on site');
    expect(widgetTitle({ component: 'PersonCount', label: '' })).toBe('People on site');
    expect(widgetTitle({ component: 'PersonCount', label: '东区在场' })).toBe('东区在场');
    await setLanguage('zh');
    expect(widgetTitle({ component: 'PersonCount', label: '在场人数' })).toBe('在场人数');
  });
});

/** Every source file of the player but tests and the dictionaries (Chinese and Japanese use Han characters). */
function sources(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !/i18n\/(zh|ja)\.ts$/.test(path)
      ? [path]
      : [];
  });
}

describe('the player sources', () => {
  it('write no Chinese text outside the dictionaries (comments aside)', () => {
    const root = join(import.meta.dirname, '..');
    const found = sources(root).flatMap((path) =>
      readFileSync(path, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .split('\n')
        .map((line, index) => ({
          line: line.replace(/(^|\s)\/\/.*$/, ''),
          at: `${relative(root, path)}:${index + 1}`,
        }))
        .filter(({ line }) => HAN.test(line))
        .map(({ at }) => at),
    );
    expect(found).toEqual([]);
  });
});
