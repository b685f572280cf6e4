import { ja } from '../../../console/src/app/i18n/locales/ja';
import { jaTexts } from '../../../player/src/i18n/ja';

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether a text is one of the Japanese translations of the console or the player, its {{params}} or
 * {params} filled with anything. Many Japanese words are written as the Chinese ones are (安全施工, 正常,
 * 温度): a Japanese page showing the Chinese page's text is translated when the catalogue says so.
 */
export function japaneseCatalogue(): (text: string) => boolean {
  const values: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === 'string') values.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  collect(ja);
  collect(jaTexts);
  const patterns = values.map(
    (value) =>
      new RegExp(
        `^${value
          .split(/\{\{?\w+\}\}?/)
          .map(literal)
          .join('.+')}$`,
        'su',
      ),
  );
  return (text) => patterns.some((pattern) => pattern.test(text));
}
