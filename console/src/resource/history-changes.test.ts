import { PERSON_RESOURCE } from '@site/shared-schema';
import { describe, expect, it } from 'vitest';
import { changedFields } from './history-changes';

const keys = (before: Record<string, unknown> | null, after: Record<string, unknown> | null) =>
  changedFields(PERSON_RESOURCE, { before, after }).map((field) => field.key);

describe('what an operation-log entry shows', () => {
  it('lists the fields an update changed', () => {
    expect(
      keys(
        { personName: '张三', phone: '13800000000', teamId: 't1', remark: null },
        { personName: '张三', phone: '13900000000', teamId: 't2', remark: '' },
      ),
    ).toEqual(['phone', 'teamId']);
  });

  it('lists the values an add gave, and nothing for a delete', () => {
    expect(keys(null, { personName: '李四', phone: '', gender: '1' })).toEqual(['personName', 'gender']);
    expect(keys({ personName: '李四' }, null)).toEqual([]);
  });
});
