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
