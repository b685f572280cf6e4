import { describe, expect, it } from 'vitest';
import { readRefusal } from './refusal';

describe('a refused save', () => {
  const keys = ['personName', 'idcardNumber'];

  it('goes beside the field the server names', () => {
    expect(readRefusal('idcardNumber: 该身份证号已被列入黑名单，不能添加', keys)).toEqual({
      field: 'idcardNumber',
      message: '该身份证号已被列入黑名单，不能添加',
    });
  });

  it('stays whole when it names no field of the form', () => {
    expect(readRefusal('记录不存在', keys)).toEqual({ message: '记录不存在' });
    expect(readRefusal('projectId: 必填', keys)).toEqual({ message: 'projectId: 必填' });
  });
});
