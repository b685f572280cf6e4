import { checkFieldValue, hasUnstorableText, type ResourceField } from '@site/shared-schema';
import type { TFunction } from 'i18next';
import { resourceZh } from './locales/zh';

type RuleKey = keyof typeof resourceZh.rules;

/** A Chinese template with its `{{name}}` parameters filled in, to compare with a message of the same words. */
export const fill = (template: string, params: Record<string, unknown>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => String(params[name] ?? ''));

/**
 * A message of the shared checks (Chinese, as the seeds word it) in the user's language. The Chinese
 * texts of `resource.rules` are those messages, so the one that reads the same names the translation;
 * a message not known there is shown as it is.
 */
export function localiseMessage(
  message: string,
  t: TFunction,
  field?: Pick<ResourceField, 'label' | 'maxLength'>,
  label = field?.label,
): string {
  const params = { label: field?.label, max: field?.maxLength };
  const key = (Object.keys(resourceZh.rules) as RuleKey[]).find(
    (candidate) => fill(resourceZh.rules[candidate], params) === message,
  );
  return key ? t(`resource.rules.${key}`, { label, max: field?.maxLength }) : message;
}

export interface ProblemContext {
  required: boolean;
  /** The translated label of the field. */
  label: string;
  t: TFunction;
  /** The value the form opened with: a masked value left as it came is not checked (the server keeps its own). */
  initial?: unknown;
  /** A check of the page over the whole form (the ID-card dates), run first; its message is the seed's. */
  check?: () => string | null;
}

/** The problem of one form value, in the user's language, or null when it is good. */
export function fieldProblem(field: ResourceField, value: unknown, context: ProblemContext): string | null {
  const { required, label, t, initial, check } = context;
  if (typeof value === 'string' && hasUnstorableText(value)) {
    return t('resource.rules.unstorable', { label });
  }
  if (field.masked && value === initial && typeof value === 'string' && value.includes('*')) return null;
  const problem = check?.() ?? checkFieldValue(field, value, required);
  return problem ? localiseMessage(problem, t, field, label) : null;
}
