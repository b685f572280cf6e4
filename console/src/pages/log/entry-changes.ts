import { isEmptyValue, type OperateLogRecord } from '@site/shared-schema';

export interface StateChange {
  key: string;
  before: unknown;
  after: unknown;
}

const same = (a: unknown, b: unknown) =>
  (isEmptyValue(a) && isEmptyValue(b)) || JSON.stringify(a) === JSON.stringify(b);

/**
 * The changes of an entry of a logged call (a module without a declaration): every key whose value the
 * call changed, every value an add gave, or every value a delete removed.
 */
export function stateChanges({ before, after }: Pick<OperateLogRecord, 'before' | 'after'>): StateChange[] {
  if (before && after) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys
      .filter((key) => !same(before[key], after[key]))
      .map((key) => ({ key, before: before[key], after: after[key] }));
  }
  const record = after ?? before ?? {};
  return Object.keys(record)
    .filter((key) => !isEmptyValue(record[key]))
    .map((key) => ({ key, before: before?.[key], after: after?.[key] }));
}
