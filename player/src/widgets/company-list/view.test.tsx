import { type ScreenCompany, SLOW_REFRESH_MS, WIDGET_CALLS } from '@site/shared-schema';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tick } from '../../test/harness';
import { cleanupWidgets, showWidget, stateOf } from '../../test/site-widgets';

const PATH = WIDGET_CALLS.companies.path;
const companies: ScreenCompany[] = [
  { companyId: 'c1', companyTypeName: '劳务分包', companyName: '浙江某某建设有限公司' },
  { companyId: 'c2', companyTypeName: '总承包', companyName: '中建某局第一建设有限公司' },
  { companyId: 'c3', companyTypeName: '监理单位', companyName: '杭州某某监理有限公司' },
  { companyId: 'c4', companyTypeName: '建设单位', companyName: '滨江城建发展有限公司' },
  { companyId: 'c5', companyTypeName: '专业分包', companyName: '某某幕墙工程有限公司' },
  { companyId: 'c6', companyTypeName: '设计单位', companyName: '某某设计研究院' },
];

afterEach(() => {
  cleanupWidgets();
  vi.useRealTimers();
});

describe('CompanyList', () => {
  it('shows "company type name: company name", at most 4', async () => {
    const element = await showWidget('CompanyList', { [PATH]: companies });
    const rows = [...element.querySelectorAll('.pw-company-list li')].map((row) => row.textContent);
    expect(rows).toHaveLength(4);
    expect(rows[0]).toBe('劳务分包: 浙江某某建设有限公司');
    expect(rows).not.toContain('专业分包: 某某幕墙工程有限公司');
    expect(element.querySelector('.pw-site-title')?.textContent).toBe('参建单位');
  });

  it('shows an empty box for no companies and an error box for a failed first read', async () => {
    expect(stateOf(await showWidget('CompanyList', { [PATH]: [] }), 'empty')).not.toBeNull();
    expect(
      stateOf(await showWidget('CompanyList', { [PATH]: new Error('服务器错误') }), 'error'),
    ).not.toBeNull();
  });

  it('keeps the last companies, marked stale, when a later read fails', async () => {
    vi.useFakeTimers();
    let answer: unknown = companies;
    const element = await showWidget('CompanyList', {
      [PATH]: () => (answer instanceof Error ? Promise.reject(answer) : answer),
    });
    expect(stateOf(element, 'stale')).toBeNull();
    answer = new Error('服务器错误');
    // Companies are read again on the slow period.
    await tick(SLOW_REFRESH_MS + 100);
    expect(stateOf(element, 'stale')).not.toBeNull();
    expect(element.textContent).toContain('劳务分包: 浙江某某建设有限公司');
  });
});
