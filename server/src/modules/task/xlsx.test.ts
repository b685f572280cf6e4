import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readXlsx, readXlsxHeader, templateXlsx, writeXlsx } from './xlsx';

async function* generate<T>(count: number, make: (index: number) => T) {
  for (let index = 0; index < count; index += 1) yield make(index);
}

const collect = async <T>(rows: AsyncIterable<T>) => {
  const all: T[] = [];
  for await (const row of rows) all.push(row);
  return all;
};

describe('xlsx files', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'xlsx-test-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('round-trips 10,000 rows of Chinese text and numbers through the streaming writer and reader', async () => {
    const path = join(dir, 'people.xlsx');
    const columns = [{ header: '姓名' }, { header: '身份证号', width: 24 }, { header: '年龄' }];
    const written = await writeXlsx(
      path,
      '人员',
      columns,
      generate(10_000, (index) => [
        `张三${index}`,
        `330102********${`${index}`.padStart(4, '0')}`,
        index % 90,
      ]),
    );
    expect(written).toBe(10_000);
    const rows = await collect(readXlsx(path));
    expect(rows).toHaveLength(10_000);
    expect(rows[0]).toEqual({
      rowNumber: 2,
      values: { 姓名: '张三0', 身份证号: '330102********0000', 年龄: '0' },
    });
    expect(rows[9_999]).toEqual({
      rowNumber: 10_001,
      values: { 姓名: '张三9999', 身份证号: '330102********9999', 年龄: '9' },
    });
    expect(await readXlsxHeader(path)).toEqual(['姓名', '身份证号', '年龄']);
  });

  it('writes text as text, drops characters a spreadsheet cannot hold and leaves nulls empty', async () => {
    const path = join(dir, 'text.xlsx');
    const values = ['=1+1', 'a<b & "c"', 'nul\u0000byte', 'lone\ud800surrogate', null];
    await writeXlsx(
      path,
      'Sheet1',
      [{ header: 'a' }, { header: 'b' }, { header: 'c' }, { header: 'd' }, { header: 'e' }],
      generate(1, () => values),
    );
    const [row] = await collect(readXlsx(path));
    expect(row.values).toEqual({ a: '=1+1', b: 'a<b & "c"', c: 'nulbyte', d: 'lonesurrogate', e: '' });
  });

  it('reads cells as a person sees them: dates, long numbers, rich text, formulas, links; skips empty rows', async () => {
    const path = join(dir, 'typed.xlsx');
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('第一页');
    workbook.addWorksheet('第二页').addRow(['其他']);
    sheet.addRow(['日期', '时间', '手机', '小数', '富文本', '公式', '链接', '空']);
    sheet.addRow([]);
    sheet.addRow([
      new Date(Date.UTC(2024, 0, 5)),
      new Date(Date.UTC(2024, 0, 5, 8, 30, 15)),
      13_800_138_000,
      0.1 + 0.2,
      { richText: [{ text: '王' }, { text: '大力', font: { bold: true } }] },
      { formula: 'C4*2', result: 27_600_276_000 },
      { text: '官网', hyperlink: 'https://example.com' },
      null,
    ]);
    sheet.getCell('A3').numFmt = 'yyyy-mm-dd';
    sheet.getCell('B3').numFmt = 'yyyy-mm-dd hh:mm:ss';
    sheet.addRow(['  两端空格  ']);
    await workbook.xlsx.writeFile(path);

    expect(await collect(readXlsx(path))).toEqual([
      {
        rowNumber: 3,
        values: {
          日期: '2024-01-05',
          时间: '2024-01-05 08:30:15',
          手机: '13800138000',
          小数: '0.3',
          富文本: '王大力',
          公式: '27600276000',
          链接: '官网',
          空: '',
        },
      },
      {
        rowNumber: 4,
        values: { 日期: '两端空格', 时间: '', 手机: '', 小数: '', 富文本: '', 公式: '', 链接: '', 空: '' },
      },
    ]);
  });

  it('reads the header of a template', async () => {
    const path = join(dir, 'template.xlsx');
    await writeFile(path, await templateXlsx([{ header: '姓名' }, { header: '身份证号', width: 30 }]));
    expect(await readXlsxHeader(path)).toEqual(['姓名', '身份证号']);
    expect(await collect(readXlsx(path))).toEqual([]);
  });

  it('leaves no scratch copy of a sheet behind when reading stops early', async () => {
    const path = join(dir, 'scratch.xlsx');
    await writeXlsx(
      path,
      'Sheet1',
      [{ header: '姓名' }],
      generate(2000, (index) => [`工人${index}`]),
    );
    const scratch = join(dir, 'scratch');
    await mkdir(scratch);
    vi.stubEnv('TMPDIR', scratch);
    try {
      expect(await readXlsxHeader(path)).toEqual(['姓名']);
      for await (const row of readXlsx(path)) if (row.rowNumber === 10) break;
    } finally {
      vi.unstubAllEnvs();
    }
    expect(await readdir(scratch)).toEqual([]);
  });

  it('refuses a file that is not a spreadsheet', async () => {
    const path = join(dir, 'fake.xlsx');
    await writeFile(path, 'name,id\n张三,1\n');
    await expect(collect(readXlsx(path))).rejects.toThrow();
  });
});
