import type { ResourceDescription } from '@site/shared-schema';

/**
 * The Chinese labels of a declaration's fields, keyed by field: the source of `${name}.fields.*` in the
 * Chinese locale, so the console's labels and the server's messages ("请输入姓名") always agree.
 */
export function fieldLabels<R extends ResourceDescription>(
  resource: R,
): Record<R['fields'][number]['key'], string> {
  return Object.fromEntries(resource.fields.map((field) => [field.key, field.label])) as Record<
    R['fields'][number]['key'],
    string
  >;
}

/** The Chinese labels of an enum's choices, keyed by value: the source of `${name}.options.${key}.*`. */
export function optionLabels<V extends string | number>(
  values: readonly { value: V; label: string }[],
): Record<V, string> {
  return Object.fromEntries(values.map(({ value, label }) => [value, label])) as Record<V, string>;
}

type EnumValue<R extends ResourceDescription, K extends string> = Extract<
  R['fields'][number],
  { key: K; options: { kind: 'enum' } }
>['options']['values'][number]['value'];

/** The Chinese labels of the choices of a declaration's enum field, for one declared in place. */
export function enumLabels<R extends ResourceDescription, K extends R['fields'][number]['key']>(
  resource: R,
  key: K,
): Record<EnumValue<R, K>, string> {
  const options = resource.fields.find((field) => field.key === key)?.options;
  return optionLabels(options?.kind === 'enum' ? options.values : []) as Record<EnumValue<R, K>, string>;
}
