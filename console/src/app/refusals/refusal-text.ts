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

const RULE_KEYS = new Map(Object.entries(refusalsZh.rules).map(([key, text]) => [text, key]));

/** A business rule the server words the same way every time, in the user's language; else undefined. */
function ruleText(problem: string, t: TFunction): string | undefined {
  const key = RULE_KEYS.get(problem);
  return key ? t(`refusals.rules.${key}`) : undefined;
}

const TAKEN = /^(.+)已存在$/s;

/** 「<label>已存在」 (a unique value another record holds), by the label given, else as a value; else undefined. */
function takenText(problem: string, t: TFunction, label?: string): string | undefined {
  const subject = TAKEN.exec(problem)?.[1];
  if (subject === undefined) return undefined;
  return label ? t('refusals.taken', { label }) : t('refusals.takenValue', { label: subject });
}

/**
 * The server's problem in the user's language, `label` naming its field where a problem says its subject
 * (已存在); a problem it words otherwise (a business rule not known here) as it is.
 */
export function problemText(problem: string, t: TFunction, label?: string): string {
  return commonProblem(problem, t) ?? ruleText(problem, t) ?? takenText(problem, t, label) ?? problem;
}

/**
 * A whole refusal in the user's language: the field by its label (the form's, or a known API field's;
 * never its API name), and the problem translated. A business rule's problem names its subject itself
 * (该人员已是塔吊司机), so no label goes before it (填写的内容车牌号已存在 said it twice): a rule known
 * here is translated, 「<label>已存在」 takes the label, and any other stays as it is.
 */
export function refusalText(
  message: string,
  t: TFunction,
  labelOf?: (field: string) => string | undefined,
): string {
  const refusal = splitRefusal(message);
  if (!refusal) return ruleText(message, t) ?? message;
  const label = labelOf?.(refusal.field) || t(`refusals.fields.${refusal.field}`, { defaultValue: '' });
  const problem = commonProblem(refusal.problem, t);
  if (problem === undefined)
    return ruleText(refusal.problem, t) ?? takenText(refusal.problem, t, label) ?? refusal.problem;
  return t('refusals.sentence', { label: label || t('refusals.someField'), problem });
}
