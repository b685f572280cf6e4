/**
 * A text as it starts a title or a cell: resources' names (`<resource>.label`) are written to sit inside
 * a sentence ("deletes crane driver …"), so alone they take a capital in the languages that have them.
 */
export const sentenceStart = (text: string): string => text.charAt(0).toLocaleUpperCase() + text.slice(1);
