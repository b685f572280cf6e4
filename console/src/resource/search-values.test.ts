import { PERSON_RESOURCE } from '@site/shared-schema';
import { describe, expect, it } from 'vitest';
import { searchFilters } from './search-values';

const fields = PERSON_RESOURCE.fields;

describe('search filters of a declaration', () => {
  it('sends a date range from the start day at 00:00:00 to the end day at 23:59:59', () => {
    expect(searchFilters(fields, { entryDate: ['2026-03-01', '2026-03-10'] })).toEqual({
      entryDateStart: '2026-03-01 00:00:00',
      entryDateEnd: '2026-03-10 23:59:59',
    });
  });

  it('sends like and eq filters under the field key, text trimmed', () => {
    expect(
      searchFilters(fields, { personName: '  张三 ', idcardNumber: '3301', companyId: 'c1', onJobStatus: 0 }),
    ).toEqual({ personName: '张三', idcardNumber: '3301', companyId: 'c1', onJobStatus: 0 });
  });

  it('leaves out empty filters, half a range and fields that do not search', () => {
    expect(
      searchFilters(fields, {
        personName: '   ',
        teamId: undefined,
        entryDate: ['2026-03-01', ''],
        remark: 'not a filter',
      }),
    ).toEqual({});
  });
});
