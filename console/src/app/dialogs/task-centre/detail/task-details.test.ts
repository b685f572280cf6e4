import { DEFAULT_PAGE_SIZE, FIRST_PAGE, TASK_DETAIL_API, TASK_TYPES } from '@site/shared-schema';
import { describe, expect, it } from 'vitest';
import { buildDetailQuery, detailColumns, detailViewOf, TASK_DETAIL_VIEWS } from './task-details';

const keysOf = (taskType: string) => detailColumns(detailViewOf({ taskType })!).map((column) => column.key);

describe('task detail views', () => {
  it('declares a view for every import, pull and bank-card task type', () => {
    const offered = TASK_TYPES.filter((type) => /_IMPORT|_PULL/.test(type));
    expect(offered.filter((type) => !TASK_DETAIL_VIEWS[type])).toEqual([]);
    expect(detailViewOf({ taskType: 'PERSON_EXPORT' })).toBeUndefined();
  });

  it('reads person and head-photo imports from the seed call, blacklist imports from theirs', () => {
    expect(detailViewOf({ taskType: 'PERSON_IMPORT' })?.path).toBe(
      '/front/tenementFileTask/queryPersonImportDetail',
    );
    expect(detailViewOf({ taskType: 'PERSON_IMPORT_HEADER' })?.path).toBe(TASK_DETAIL_API.person);
    expect(detailViewOf({ taskType: 'BLACKLIST_IMPORT' })?.path).toBe(TASK_DETAIL_API.blacklist);
  });

  it('shows the row, the fields of seed 000 §3 and the outcome', () => {
    expect(keysOf('PERSON_IMPORT')).toEqual([
      'rowNumber',
      'personName',
      'idcardNumber',
      'companyName',
      'teamName',
      'workerTypeName',
      'jobNumber',
      'personPhotoPath',
      'recordStatus',
      'recordContent',
      'createTime',
    ]);
    expect(detailViewOf({ taskType: 'PERSON_IMPORT' })?.columns.find((column) => column.photo)?.key).toBe(
      'personPhotoPath',
    );
    expect(keysOf('VERIFY_DEVICE_PULL_PERSON').slice(1, 3)).toEqual(['gulUserName', 'gudDealMsg']);
    expect(keysOf('BANK_CARD_IMPORT')).toEqual(
      expect.arrayContaining(['bankName', 'cardNumber', 'bankDeposit']),
    );
    expect(keysOf('BLACKLIST_IMPORT')).toEqual(
      expect.arrayContaining(['eventDescription', 'eventTime', 'eventPlace']),
    );
    expect(keysOf('WHITELIST_IMPORT')).toEqual(
      expect.arrayContaining(['licensePlate', 'effectTime', 'content']),
    );
  });

  it('filters every view by outcome, and head photos by photo name', () => {
    for (const view of Object.values(TASK_DETAIL_VIEWS)) expect(view.filters).toContain('recordStatus');
    expect(detailViewOf({ taskType: 'PERSON_IMPORT_HEADER' })?.filters).toContain('photoName');
    expect(detailViewOf({ taskType: 'PERSON_IMPORT' })?.filters).toContain('personPhotoStatus');
  });
});

describe('buildDetailQuery', () => {
  it('sends the seed payload with type ADD and only the filters holding a value', () => {
    const query = buildDetailQuery(
      '1',
      'task-9',
      { personName: ' 张三 ', idcardNumber: '', recordStatus: 0, teamName: undefined },
      FIRST_PAGE,
      DEFAULT_PAGE_SIZE,
    );
    expect(query).toEqual({
      businessId: '1',
      projectId: '1',
      taskId: 'task-9',
      pageNumber: 1,
      pageSize: 20,
      type: 'ADD',
      personName: '张三',
      recordStatus: 0,
    });
  });
});
