import { describe, expect, it } from 'vitest';
import { BLACKLIST_RESOURCE } from './blacklist';
import { checkImportSheet, importFields, readImportCell, readImportHeader } from './import-sheet';
import { PERSON_RESOURCE } from './person';
import type { ResourceField } from './types';

const fields = importFields(PERSON_RESOURCE);
const field = (key: string) => fields.find((candidate) => candidate.key === key) as ResourceField;
const ID = '11010519491231002X';

describe('importFields', () => {
  it('keeps form fields in declaration order and leaves out images and non-imported fields', () => {
    const keys = fields.map((candidate) => candidate.key);
    expect(keys.slice(0, 3)).toEqual(['personName', 'gender', 'nation']);
    expect(keys).not.toContain('headPhotoPath');
    expect(keys).not.toContain('idcardFrontPath');
    expect(keys).not.toContain('onJobStatus');
    expect(importFields(BLACKLIST_RESOURCE)).toHaveLength(5);
  });
});

describe('readImportHeader', () => {
  it('maps labels (a required star allowed) to columns and reports unknown, missing and repeated ones', () => {
    const header = readImportHeader(fields, ['*姓名', '身份证号', null, '年龄', '姓名']);
    expect(header.columns).toEqual({ personName: 0, idcardNumber: 1 });
    expect(header.unknown).toEqual(['年龄']);
    expect(header.duplicated).toEqual(['姓名']);
    expect(header.missing.map((missing) => missing.key)).toContain('companyId');
  });
});

describe('readImportCell', () => {
  it('reads an enum by its label or its value', () => {
    expect(readImportCell(field('gender'), '女')).toEqual({ value: '2' });
    expect(readImportCell(field('gender'), 1)).toEqual({ value: '1' });
    expect(readImportCell(field('gender'), '未知')).toEqual({ value: '未知' });
  });

  it('reads digits in a text column as text, unless the number lost digits', () => {
    expect(readImportCell(field('phone'), 13812345678)).toEqual({ value: '13812345678' });
    expect(readImportCell(field('idcardNumber'), 110105194912310000)).toHaveProperty('problem');
  });

  it('reads date cells as the date the sheet shows', () => {
    expect(readImportCell(field('entryDate'), new Date(Date.UTC(2024, 4, 1)))).toEqual({
      value: '2024-05-01',
    });
    const eventTime = BLACKLIST_RESOURCE.fields.find((candidate) => candidate.key === 'eventTime')!;
    expect(readImportCell(eventTime, new Date(Date.UTC(2024, 4, 1, 8, 30)))).toEqual({
      value: '2024-05-01 08:30:00',
    });
  });

  it('reads a day typed as text the usual ways as the date a form sends', () => {
    for (const typed of ['2024-5-1', '2024/5/1', '2024.05.01', '2024年5月1日', '20240501', 20240501]) {
      expect(readImportCell(field('entryDate'), typed)).toEqual({ value: '2024-05-01' });
    }
    const eventTime = BLACKLIST_RESOURCE.fields.find((candidate) => candidate.key === 'eventTime')!;
    expect(readImportCell(eventTime, '2024/5/1 8:30')).toEqual({ value: '2024-05-01 08:30:00' });
    expect(readImportCell(eventTime, '2024年5月1日 08:30:15')).toEqual({ value: '2024-05-01 08:30:15' });
    // Anything else is left as it is for the check to word: a date-time needs its time.
    expect(readImportCell(eventTime, '2024/5/1')).toEqual({ value: '2024/5/1' });
    expect(readImportCell(field('entryDate'), '5/1/2024')).toEqual({ value: '5/1/2024' });
  });

  it('reads a switch from 是/否, 1/0 or a boolean', () => {
    expect(readImportCell(field('idcardTermStatus'), '是')).toEqual({ value: 1 });
    expect(readImportCell(field('idcardTermStatus'), 0)).toEqual({ value: 0 });
    expect(readImportCell(field('idcardTermStatus'), false)).toEqual({ value: 0 });
  });

  it('reads a boolean as the sheet shows it, TRUE or FALSE', () => {
    expect(readImportCell(field('personName'), true)).toEqual({ value: 'TRUE' });
    expect(readImportCell(field('idcardTermStatus'), 'FALSE')).toEqual({ value: 0 });
  });

  it('reads the text a reader reduced a cell to as the cell itself', () => {
    expect(readImportCell(field('entryDate'), '2024-05-01')).toEqual({ value: '2024-05-01' });
    expect(readImportCell(field('gender'), '2')).toEqual({ value: '2' });
    expect(readImportCell(field('idcardTermStatus'), 'TRUE')).toEqual({ value: 1 });
  });
});

describe('checkImportSheet', () => {
  const header = ['姓名', '身份证号', '所属企业', '身份证开始日期', '身份证长期有效', '工号'];
  const good = ['张三', ID, '中建一局', '2020-01-01', '是', 'A1'];

  it('checks every row with the shared field checks and skips empty rows', () => {
    const { rows } = checkImportSheet(fields, [
      header,
      good,
      [null, null, null, null, null, null],
      ['', '123', '', '2020-01-01', '否', 'A2'],
      [12, `${ID}`.replace('X', '1'), '中建一局', '2020-01-01', '是', 'A3'],
    ]);
    expect(rows.map((row) => row.rowNumber)).toEqual([2, 4, 5]);
    expect(rows[0].problems).toEqual({});
    expect(rows[0].values).toMatchObject({ personName: '张三', companyId: '中建一局', idcardTermStatus: 1 });
    expect(rows[1].problems).toEqual({
      personName: '请输入姓名',
      idcardNumber: '请输入正确的身份证号码',
      companyId: '请选择所属企业',
      idcardEndDate: '请输入身份证结束日期',
    });
    expect(rows[2]).toMatchObject({ values: { personName: '12' }, problems: {} });
  });

  it('refuses a day the calendar does not have, in any of the ways it is typed', () => {
    const { rows } = checkImportSheet(fields, [
      header,
      ['张三', ID, '中建一局', '2023-02-29', '是', 'A1'],
      ['李四', ID.replace('2X', '31'), '中建一局', '2023/13/01', '是', 'A2'],
      ['王五', ID.replace('2X', '47'), '中建一局', '2024/2/29', '是', 'A3'],
    ]);
    expect(rows[0].problems).toEqual({ idcardStartDate: '身份证开始日期不是有效的日期' });
    expect(rows[1].problems).toEqual({ idcardStartDate: '身份证开始日期不是有效的日期' });
    expect(rows[2].problems).toEqual({});
    expect(rows[2].values.idcardStartDate).toBe('2024-02-29');
  });

  it('reports unique values repeated inside the file with the first row', () => {
    const { rows } = checkImportSheet(fields, [
      header,
      good,
      ['李四', ID.toLowerCase(), '中建一局', '2020-01-01', '是', 'A2'],
      ['王五', '110105194912310011', '中建一局', '2020-01-01', '是', 'A1'],
    ]);
    expect(rows[1].problems).toEqual({ idcardNumber: '身份证号与第2行重复' });
    expect(rows[2].problems).toEqual({ jobNumber: '工号与第2行重复' });
  });

  it('refuses text that cannot be stored', () => {
    const { rows } = checkImportSheet(fields, [header, ['张\u0000三', ...good.slice(1)]]);
    expect(rows[0].problems).toEqual({ personName: '姓名包含无法保存的字符' });
  });

  it('checks a required field without a column as empty', () => {
    const { header: read, rows } = checkImportSheet(importFields(BLACKLIST_RESOURCE), [
      ['姓名', '身份证号'],
      ['张三', ID],
    ]);
    expect(read.missing.map((missing) => missing.label)).toEqual(['事件描述', '事件时间', '事件地点']);
    expect(rows[0].problems).toEqual({
      eventDescription: '请输入事件描述',
      eventTime: '请选择事件时间',
      eventPlace: '请输入事件地点',
    });
  });
});
