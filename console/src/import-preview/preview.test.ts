// @vitest-environment node
import { BLACKLIST_RESOURCE, importFields, PERSON_RESOURCE } from '@site/shared-schema';
import { describe, expect, it } from 'vitest';
import { previewWorkbook } from './preview';
import { readFirstSheet } from './read-workbook';
import { buildWorkbook } from './test-workbook';

const personFields = importFields(PERSON_RESOURCE);
const ID = '11010519491231002X';
const HEADER = [
  '姓名',
  '性别',
  '身份证号',
  '手机号码',
  '所属企业',
  '班组',
  '身份证开始日期',
  '身份证长期有效',
  '工号',
  '进场日期',
];

const previewOf = async (rows: Parameters<typeof buildWorkbook>[0], fields = personFields) => {
  const outcome = await previewWorkbook(buildWorkbook(rows), fields);
  if (!outcome.ok) throw new Error('unreadable');
  return outcome.preview;
};

describe('readFirstSheet', () => {
  it('reads text, numbers, booleans and date cells of an .xlsx', async () => {
    const rows = await readFirstSheet(
      buildWorkbook([
        ['姓名', '数量', '是否', '日期'],
        ['张三', 13812345678, true, new Date(Date.UTC(2024, 4, 1))],
      ]),
    );
    expect(rows).toEqual([
      ['姓名', '数量', '是否', '日期'],
      ['张三', 13812345678, true, new Date(Date.UTC(2024, 4, 1))],
    ]);
  });
});

describe('previewWorkbook', () => {
  it('shows every row with the problems the shared checks find, and counts good and bad rows', async () => {
    const preview = await previewOf([
      HEADER,
      [
        '张三',
        '男',
        ID,
        13812345678,
        '中建一局',
        '钢筋班',
        new Date(Date.UTC(2020, 0, 1)),
        '是',
        'A1',
        new Date(Date.UTC(2024, 4, 1)),
      ],
      ['李四', '未知', '123', '12345', null, null, '2020-01-01', '否', 'A2', null],
      [null, null, null, null, null, null, null, null, null, null],
      ['王五', 2, ID.toLowerCase(), null, '中建一局', null, '2020-01-01', 1, 'A1', '01/05/2024'],
    ]);
    expect(preview.rows.map((row) => row.rowNumber)).toEqual([2, 3, 5]);
    expect(preview).toMatchObject({ good: 1, bad: 2, unknownColumns: [], duplicatedColumns: [] });
    expect(preview.rows[0]).toEqual({
      rowNumber: 2,
      cells: {
        personName: '张三',
        gender: '男',
        idcardNumber: ID,
        phone: '13812345678',
        companyId: '中建一局',
        teamId: '钢筋班',
        idcardStartDate: '2020-01-01',
        idcardTermStatus: '是',
        jobNumber: 'A1',
        entryDate: '2024-05-01',
      },
      problems: {},
    });
    expect(preview.rows[1].problems).toEqual({
      gender: '性别取值无效',
      idcardNumber: '请输入正确的身份证号码',
      phone: '请输入正确的手机号码',
      companyId: '请选择所属企业',
      idcardEndDate: '请输入身份证结束日期',
    });
    expect(preview.rows[2].problems).toEqual({
      idcardNumber: '身份证号与第2行重复',
      jobNumber: '工号与第2行重复',
      entryDate: '进场日期格式应为 YYYY-MM-DD',
    });
  });

  it('reports unknown, missing and repeated header columns', async () => {
    const preview = await previewOf(
      [
        ['*姓名', '身份证号', '年龄', '姓名', '事件描述'],
        ['张三', ID, 30, '张三', '翻越围挡'],
      ],
      importFields(BLACKLIST_RESOURCE),
    );
    expect(preview.unknownColumns).toEqual(['年龄']);
    expect(preview.duplicatedColumns).toEqual(['姓名']);
    expect(preview.missingRequiredColumns).toEqual(['事件时间', '事件地点']);
    expect(preview.missingColumns).toEqual([]);
    expect(preview.columns.map((column) => column.label)).toEqual([
      '姓名',
      '身份证号',
      '事件描述',
      '事件时间',
      '事件地点',
    ]);
    expect(preview.rows[0].problems).toEqual({ eventTime: '请选择事件时间', eventPlace: '请输入事件地点' });
  });

  it('says a file that is no .xlsx cannot be read', async () => {
    const text = new TextEncoder().encode('姓名,身份证号\n张三,1').buffer as ArrayBuffer;
    expect(await previewWorkbook(text, personFields)).toEqual({ ok: false, reason: 'unreadable' });
  });

  it('previews a sheet with only its header as no rows', async () => {
    const preview = await previewOf([HEADER]);
    expect(preview).toMatchObject({ rows: [], good: 0, bad: 0 });
  });
});
