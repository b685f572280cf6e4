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
 * call changed, or every value an add gave; a delete lists none (its record is named by the entry).
 */
export function stateChanges({ before, after }: Pick<OperateLogRecord, 'before' | 'after'>): StateChange[] {
  if (!after) return [];
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after)])];
  return keys
    .filter((key) => (before ? !same(before[key], after[key]) : !isEmptyValue(after[key])))
    .map((key) => ({ key, before: before?.[key], after: after[key] }));
}
