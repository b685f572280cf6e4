import type { i18n } from 'i18next';

/**
 * A text as it starts a title or a cell: resources' names (`<resource>.label`) are written to sit inside
 * a sentence ("deletes crane driver …"), so alone they take a capital in the languages that have them.
 */
export const sentenceStart = (text: string): string => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/**
 * A label as it sits inside a sentence ("Enter the training"): its capital goes, unless the word is an
 * abbreviation (ID card number, PM2.5) whose next letter is a capital or a digit too.
 */
export function insideSentence(text: string): string {
  const [first = '', second = ''] = text;
  if (second !== second.toLocaleLowerCase() || /\d/.test(second)) return text;
  return first.toLocaleLowerCase() + text.slice(1);
}

/** The formats texts use on their values: `{{label, inside}}`. */
export function addTextFormats(instance: i18n): void {
  instance.services.formatter?.add('inside', (value) => insideSentence(String(value)));
}
