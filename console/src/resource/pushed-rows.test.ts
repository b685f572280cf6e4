import { PERSON_RECORD_RESOURCE, STRANGER_RECORD_RESOURCE } from '@site/shared-schema';
import { describe, expect, it } from 'vitest';
import { matchesFilters, visiblePushed } from './pushed-rows';

const row = {
  recordId: 'r1',
  personName: '张三',
  idcardNumber: '330106********1234',
  entryExitType: '1',
  companyId: 'c1',
  recordTime: '2026-11-24 23:59:30',
};

describe('rows pushed live into a filtered list', () => {
  it('keeps a row every filter admits, the end day reaching 23:59:59', () => {
    expect(matchesFilters(PERSON_RECORD_RESOURCE, {}, row)).toBe(true);
    expect(
      matchesFilters(
        PERSON_RECORD_RESOURCE,
        {
          personName: '张',
          entryExitType: '1',
          companyId: 'c1',
          recordTimeStart: '2026-11-24 00:00:00',
          recordTimeEnd: '2026-11-24 23:59:59',
        },
        row,
      ),
    ).toBe(true);
  });

  it('leaves out a row a filter excludes, or whose masked value hides what is searched', () => {
    expect(matchesFilters(PERSON_RECORD_RESOURCE, { entryExitType: '2' }, row)).toBe(false);
    expect(matchesFilters(PERSON_RECORD_RESOURCE, { personName: '李' }, row)).toBe(false);
    expect(matchesFilters(PERSON_RECORD_RESOURCE, { recordTimeEnd: '2026-11-23 23:59:59' }, row)).toBe(false);
    expect(matchesFilters(PERSON_RECORD_RESOURCE, { idcardNumber: '19900101' }, row)).toBe(false);
  });

  it('shows a pushed row once, not when the page already lists it', () => {
    const other = { ...row, recordId: 'r2' };
    expect(visiblePushed(PERSON_RECORD_RESOURCE, [other, row], {}, [row])).toEqual([other]);
    expect(
      visiblePushed(
        STRANGER_RECORD_RESOURCE,
        [{ recordId: 's', deviceName: '北门' }],
        { deviceName: '南门' },
        [],
      ),
    ).toEqual([]);
  });
});
