const ENTITIES: Record<string, string> = {
  nbsp: '\u00a0',
  lt: '<',
  gt: '>',
  amp: '&',
  quot: '"',
  apos: "'",
};

/**
 * The text of a content value. The original designer saved an editable element's HTML (`&nbsp;`,
 * `<br>`, `<div>` lines): it is read as plain text, never as markup: line tags become line breaks,
 * other tags are dropped, entities decoded.
 */
export function plainText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string')
    return typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
  if (!/[<&]/.test(value)) return value;
  return value
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<(div|p|li)(\s[^>]*)?>/gi, '\n')
    .replace(/<\/(div|p|li)>/gi, '')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, name: string) => {
      if (name[0] === '#') {
        const code =
          name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : match;
      }
      return ENTITIES[name.toLowerCase()] ?? match;
    })
    .replace(/^\n+|\n+$/g, '');
}
