/** A refusal of a save: a field's own (`field: message`, docs/api-decisions.md) or the whole form's. */
export interface Refusal {
  field?: string;
  message: string;
}

/** Reads the server's message of a refused save; a prefix that is not a field of the form stays in the text. */
export function readRefusal(message: string, fieldKeys: readonly string[]): Refusal {
  const match = /^(\w+):\s*(.+)$/s.exec(message);
  if (match && fieldKeys.includes(match[1])) return { field: match[1], message: match[2] };
  return { message };
}
