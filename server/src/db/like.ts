/** A LIKE pattern matching `text` anywhere, with its wildcards taken literally (PostgreSQL escapes with \). */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, '\\$&')}%`;
