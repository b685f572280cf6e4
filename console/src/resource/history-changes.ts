import {
  isEmptyValue,
  type OperateLogRecord,
  type ResourceDescription,
  type ResourceField,
} from '@site/shared-schema';

const same = (a: unknown, b: unknown) => (isEmptyValue(a) && isEmptyValue(b)) || String(a) === String(b);

/**
 * Whether a field's value can be shown in a change: not the name another field shows its id by (that
 * field says it), nor an id chosen from a list that has no name for it (the record's own name field says
 * who it is).
 */
const shownInChanges = (field: ResourceField, fields: readonly ResourceField[]) =>
  !fields.some((other) => other.nameKey === field.key) &&
  !(field.type === 'select' && !field.options && !field.nameKey);

/**
 * The fields an operation-log entry shows: those an update (or an approval) changed, the values an add
 * or an import gave, the values a delete removed.
 */
export function changedFields(
  resource: Pick<ResourceDescription, 'fields'>,
  { before, after }: Pick<OperateLogRecord, 'before' | 'after'>,
): ResourceField[] {
  const shown = resource.fields.filter((field) => shownInChanges(field, resource.fields));
  if (before && after) return shown.filter((field) => !same(before[field.key], after[field.key]));
  const record = after ?? before;
  return record ? shown.filter((field) => !isEmptyValue(record[field.key])) : [];
}
