import type { IdcardInfo } from '@site/shared-schema';

export interface Label<K extends string> {
  key: K;
  pattern: RegExp;
}

/** A printed label as OCR may return it: spaces between its characters, or one of its shorter variants. */
export function label<K extends string>(key: K, ...variants: string[]): Label<K> {
  const spaced = variants.map((variant) => [...variant].join('\\s*'));
  return { key, pattern: new RegExp(spaced.join('|'), 'g') };
}

/**
 * The recognised lines as one text: Unicode-compatible forms (full-width colons, digits and letters become
 * ASCII) and one line per row, in reading order.
 */
export const cardText = (lines: readonly string[]) =>
  lines.map((line) => line.normalize('NFKC').trim()).join('\n');

/**
 * Cuts the text at its labels, looked for in card order: a label's value is the text between it and the next
 * label found. A label OCR missed leaves its text to the value before, so readers of a value look at its
 * first line only unless the value may span lines.
 */
export function valuesByLabel<K extends string>(
  text: string,
  labels: readonly Label<K>[],
): Partial<Record<K, string>> {
  const found: { key: K; start: number; end: number }[] = [];
  let from = 0;
  for (const { key, pattern } of labels) {
    pattern.lastIndex = from;
    const match = pattern.exec(text);
    if (!match) continue;
    found.push({ key, start: match.index, end: match.index + match[0].length });
    from = match.index + match[0].length;
  }
  const values: Partial<Record<K, string>> = {};
  found.forEach(({ key, end }, index) => {
    values[key] = text.slice(end, found[index + 1]?.start ?? text.length);
  });
  return values;
}

/** The first line of a value that holds anything but separators (the value may start on the next line). */
export function firstLine(value: string | undefined): string {
  const lines = (value ?? '').split('\n').map((line) => line.replace(/^[\s:;,.、]+/, '').trim());
  return lines.find(Boolean) ?? '';
}

/** What was read, without the fields that were not; null when nothing was. */
export function readFields(info: IdcardInfo): IdcardInfo | null {
  const entries = Object.entries(info).filter(([, value]) => value !== undefined && value !== '');
  return entries.length > 0 ? (Object.fromEntries(entries) as IdcardInfo) : null;
}
