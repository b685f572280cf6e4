import i18next from 'i18next';
import { ApiError } from '../api/envelope';
import { problemText, splitRefusal } from '../app/refusals/refusal-text';
import type { LabelOf } from './fields';

/** A refusal of a save: a field's own (`field: message`, docs/api-decisions.md) or the whole form's. */
export interface Refusal {
  field?: string;
  message: string;
}

/**
 * Reads the server's message of a refused save: a field of the form gets its problem, in the user's
 * language, to show beside it; a prefix that is not a field of the form stays in the text.
 */
export function readRefusal(message: string, fieldKeys: readonly string[], labelOf?: LabelOf): Refusal {
  const refusal = splitRefusal(message);
  if (refusal && fieldKeys.includes(refusal.field))
    return {
      field: refusal.field,
      message: problemText(refusal.problem, i18next.t, labelOf?.(refusal.field)),
    };
  return { message };
}

/** The part of an Arco form a refusal needs. */
interface RefusedForm {
  setFields(fields: Record<string, { error?: { message: string } }>): void;
}

/**
 * A failed save of a form: a refusal naming one of its fields goes beside that field; the message of any
 * other refusal is answered for the form to show (the toast has said it too). Anything but a refusal of
 * the server (a transport error, a bug) is thrown on.
 */
export function showRefusal(
  error: unknown,
  form: RefusedForm,
  fieldKeys: readonly string[],
  labelOf?: LabelOf,
): string | undefined {
  if (!(error instanceof ApiError && error.kind === 'envelope')) throw error;
  const refusal = readRefusal(error.message, fieldKeys, labelOf);
  if (!refusal.field) return refusal.message;
  form.setFields({ [refusal.field]: { error: { message: refusal.message } } });
  return undefined;
}
