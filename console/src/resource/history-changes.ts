import {
  isEmptyValue,
  type OperateLogRecord,
  type ResourceDescription,
  type ResourceField,
} from '@site/shared-schema';

const same = (a: unknown, b: unknown) => (isEmptyValue(a) && isEmptyValue(b)) || String(a) === String(b);

/**
 * The fields an operation-log entry shows: those an update (or an approval) changed, the values an add
 * or an import gave; a delete keeps its record but changes nothing worth listing.
 */
export function changedFields(
  resource: Pick<ResourceDescription, 'fields'>,
  { before, after }: Pick<OperateLogRecord, 'before' | 'after'>,
): ResourceField[] {
  if (!after) return [];
  return resource.fields.filter((field) =>
    before ? !same(before[field.key], after[field.key]) : !isEmptyValue(after[field.key]),
  );
}
