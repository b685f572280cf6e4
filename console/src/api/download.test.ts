import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './download';

describe('fileNameFromDisposition', () => {
  it('reads a plain or quoted file name', () => {
    expect(fileNameFromDisposition('attachment; filename=report.xlsx')).toBe('report.xlsx');
    expect(fileNameFromDisposition('attachment; filename="人员.xlsx"')).toBe('人员.xlsx');
  });

  it('decodes an encoded name and prefers filename*', () => {
    const header = `attachment; filename="fallback.xlsx"; filename*=UTF-8''${encodeURIComponent('人员名单.xlsx')}`;
    expect(fileNameFromDisposition(header)).toBe('人员名单.xlsx');
    expect(fileNameFromDisposition(`attachment; filename=${encodeURIComponent('考勤.xlsx')}`)).toBe(
      '考勤.xlsx',
    );
  });

  it('answers null without a name', () => {
    expect(fileNameFromDisposition(undefined)).toBeNull();
    expect(fileNameFromDisposition('inline')).toBeNull();
  });
});
