import { describe, expect, it } from 'vitest';
import { parseIdcardBack } from './parse-back';
import { parseIdcardLines } from './parse-card';

const HEADER = ['中华人民共和国', '居民身份证'];

describe('parseIdcardBack', () => {
  it('reads the issuing authority and a ten- or twenty-year validity', () => {
    const lines = [...HEADER, '签发机关 杭州市公安局西湖分局', '有效期限 2016.05.01-2036.05.01'];
    expect(parseIdcardBack(lines)).toEqual({
      issuingAuthority: '杭州市公安局西湖分局',
      idcardStartDate: '2016-05-01',
      idcardEndDate: '2036-05-01',
      idcardTermStatus: 0,
    });
  });

  it('reads a long-term card as the long-term flag and no end date', () => {
    const lines = [...HEADER, '签发机关 北京市公安局朝阳分局', '有效期限 2008.11.20-长期'];
    expect(parseIdcardBack(lines)).toEqual({
      issuingAuthority: '北京市公安局朝阳分局',
      idcardStartDate: '2008-11-20',
      idcardTermStatus: 1,
    });
  });

  it('reads merged labels, full-width colons, a misread dash and letters taken for digits', () => {
    const lines = ['签发机关：杭州市公安局西湖分局', '有效期限：2O16.05.0l一2036.05.01'];
    expect(parseIdcardBack(lines)).toMatchObject({
      issuingAuthority: '杭州市公安局西湖分局',
      idcardStartDate: '2016-05-01',
      idcardEndDate: '2036-05-01',
    });
    expect(parseIdcardBack(['有 效 期 限 20160501-20360501'])).toMatchObject({
      idcardStartDate: '2016-05-01',
      idcardEndDate: '2036-05-01',
    });
  });

  it('reads values on the line after their label', () => {
    const lines = ['签发机关', '杭州市公安局', '西湖分局', '有效期限', '2016.05.01-2026.05.01'];
    expect(parseIdcardBack(lines)).toEqual({
      issuingAuthority: '杭州市公安局西湖分局',
      idcardStartDate: '2016-05-01',
      idcardEndDate: '2026-05-01',
      idcardTermStatus: 0,
    });
  });

  it('finds the dates without their label, and drops an end before the start', () => {
    expect(parseIdcardBack([...HEADER, '2016.05.01-2036.05.01'])).toEqual({
      idcardStartDate: '2016-05-01',
      idcardEndDate: '2036-05-01',
      idcardTermStatus: 0,
    });
    expect(parseIdcardBack(['有效期限 2016.05.01-2006.05.01'])).toEqual({ idcardStartDate: '2016-05-01' });
  });

  it('answers null when nothing on the picture is a card back', () => {
    expect(parseIdcardBack(HEADER)).toBeNull();
    expect(parseIdcardBack(['有效期限 2016.13.01'])).toBeNull();
    expect(parseIdcardBack(['姓名 张三', '出生 1990年3月7日'])).toBeNull();
  });
});

describe('parseIdcardLines', () => {
  it('reads the side it is told, the front by default in the route', () => {
    const back = ['签发机关 杭州市公安局西湖分局', '有效期限 2016.05.01-长期'];
    expect(parseIdcardLines(back, 'back')).toMatchObject({ idcardTermStatus: 1 });
    expect(parseIdcardLines(back, 'front')).toBeNull();
    expect(parseIdcardLines(['姓名 张三'], 'front')).toEqual({ personName: '张三' });
  });
});
