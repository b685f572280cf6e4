import { MESSAGES, PROJECT_MESSAGES } from '@site/shared-schema';
import type { TFunction } from 'i18next';
import { ApiError } from '../../../api/envelope';
import { problemText, splitRefusal } from '../../../app/refusals/refusal-text';

/** The Chinese messages of the /manage forms' checks (shared-schema), by their translation key. */
const KNOWN = {
  ...PROJECT_MESSAGES,
  phoneInvalid: MESSAGES.phoneInvalid,
} as const;

const KEY_OF = new Map<string, string>(Object.entries(KNOWN).map(([key, text]) => [text, key]));

/** A check's or the server's message in the user's language (`manageForm.messages.*`), else as the refusals say it. */
export function manageMessage(message: string, t: TFunction): string {
  const key = KEY_OF.get(message);
  return key ? t(`manageForm.messages.${key}`) : problemText(message, t);
}

/** The part of an Arco form the problems need. */
interface ProblemForm {
  setFields(fields: Record<string, { error?: { message: string } }>): void;
}

/** Shows problems of the shared checks beside their fields. */
export function showProblems(
  form: ProblemForm,
  problems: readonly { field: string; message: string }[],
  t: TFunction,
): void {
  form.setFields(
    Object.fromEntries(
      problems.map(({ field, message }) => [field, { error: { message: manageMessage(message, t) } }]),
    ),
  );
}

/**
 * A refused save: `field: message` of a field of the form goes beside its control (the toast said it too),
 * and the form keeps everything typed. Anything but a refusal of the server is thrown on.
 */
export function showServerRefusal(
  error: unknown,
  form: ProblemForm,
  fields: readonly string[],
  t: TFunction,
  controlOf: (field: string) => string = (field) => field,
): void {
  if (!(error instanceof ApiError && error.kind === 'envelope')) throw error;
  const refusal = splitRefusal(error.message);
  if (refusal && fields.includes(refusal.field)) {
    showProblems(form, [{ field: controlOf(refusal.field), message: refusal.problem }], t);
  }
}
