import { CRANE_DRIVER_RESOURCE, PERSON_RESOURCE } from '@site/shared-schema';
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

  it('lists the values an add gave, and those a delete removed', () => {
    expect(keys(null, { personName: '李四', phone: '', gender: '1' })).toEqual(['personName', 'gender']);
    expect(keys({ personName: '李四', phone: '' }, null)).toEqual(['personName']);
  });

  it('names a chosen device once, by the field that shows its name, and never by an id it cannot name', () => {
    const before = {
      personId: 'person-1-1',
      personName: '付平云',
      craneDeviceId: 'c1',
      craneName: '1号塔吊',
    };
    const after = { personId: 'person-1-2', personName: '潘志福', craneDeviceId: 'c2', craneName: '2号塔吊' };
    expect(changedFields(CRANE_DRIVER_RESOURCE, { before, after }).map((field) => field.key)).toEqual([
      'personName',
      'craneDeviceId',
    ]);
  });
});
