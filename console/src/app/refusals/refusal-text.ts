import type { TFunction } from 'i18next';
import { refusalsZh } from './locales/zh';

type ProblemKey = keyof typeof refusalsZh.problems;

/** A refusal split into the field the server named (a dotted path's last part) and its problem. */
export interface FieldRefusal {
  field: string;
  problem: string;
}

/** `field: problem` (docs/api-decisions.md); null for a message that names no field. */
export function splitRefusal(message: string): FieldRefusal | null {
  const match = /^([A-Za-z_][\w.[\]]*):\s*(.+)$/s.exec(message);
  if (!match) return null;
  return {
    field:
      match[1]
        .replace(/\[\d+\]/g, '')
        .split('.')
        .pop() ?? match[1],
    problem: match[2],
  };
}

const PATTERNS = (Object.entries(refusalsZh.problems) as [ProblemKey, string][]).map(([key, text]) => ({
  key,
  pattern: new RegExp(`^${text.replace('{{limit}}', '(\\d+)')}$`),
}));

/** One of the problems the server words alike for any field, in the user's language; else undefined. */
function commonProblem(problem: string, t: TFunction): string | undefined {
  for (const { key, pattern } of PATTERNS) {
    const match = pattern.exec(problem);
    if (match) return t(`refusals.problems.${key}`, { limit: match[1] });
  }
  return undefined;
}

/** The server's problem in the user's language; a problem it words otherwise (a business rule) as it is. */
export function problemText(problem: string, t: TFunction): string {
  return commonProblem(problem, t) ?? problem;
}

/**
 * A whole refusal in the user's language: the field by its label (the form's, or a known API field's;
 * never its API name), and the problem translated. A message without a field stays as it is, and so
 * does a business rule's problem, which names its subject itself (车牌号已存在): a label before it
 * would say it twice, or garble it (填写的内容车牌号已存在).
 */
export function refusalText(
  message: string,
  t: TFunction,
  labelOf?: (field: string) => string | undefined,
): string {
  const refusal = splitRefusal(message);
  if (!refusal) return message;
  const problem = commonProblem(refusal.problem, t);
  if (problem === undefined) return refusal.problem;
  const label =
    labelOf?.(refusal.field) ||
    t(`refusals.fields.${refusal.field}`, { defaultValue: '' }) ||
    t('refusals.someField');
  return t('refusals.sentence', { label, problem });
}
