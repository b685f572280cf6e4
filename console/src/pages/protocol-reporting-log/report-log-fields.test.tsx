import { Form } from '@arco-design/web-react';
import type { ReportLogRecord } from '@site/shared-schema';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { en } from '../../app/i18n/locales/en';
import { zh } from '../../app/i18n/locales/zh';
import { ListFilters, listColumns } from './list-fields';
import { REPORT_LOG_FIELDS, type ReportLogContext, type ReportLogLayout } from './report-log-fields';
import type { ReportLogFilters } from './report-log-rules';

const agreements = [
  { agreementCode: 'HZ_SMZ', agreementName: '杭州市建筑工人实名制管理平台' },
  { agreementCode: 'ZJ_JZGR', agreementName: '浙江省建筑工人管理服务信息平台' },
];
const week: ReportLogFilters = { createTime: ['2026-03-04', '2026-03-10'] };

function Filters({
  layout,
  onSearch,
}: {
  layout: ReportLogLayout;
  onSearch(values: ReportLogFilters): void;
}) {
  const [form] = Form.useForm<ReportLogFilters>();
  const ctx: ReportLogContext = { ...layout, t: i18next.t, agreements };
  return (
    <ListFilters fields={REPORT_LOG_FIELDS} ctx={ctx} form={form} initialValues={week} onSearch={onSearch} />
  );
}

const labels = () =>
  [...document.querySelectorAll('.arco-form-label-item label')].map((label) => label.textContent?.trim());
const inputs = () => [...document.querySelectorAll('input')].map((input) => input.value);

describe('the report log declaration', () => {
  beforeAll(() =>
    i18next
      .use(initReactI18next)
      .init({ lng: 'zh', resources: { zh: { translation: zh }, en: { translation: en } } }),
  );
  afterEach(cleanup);

  it('shows the agreement filter and column in layout type 1 only', () => {
    render(<Filters layout={{ layoutType: 1 }} onSearch={() => {}} />);
    expect(labels()).toEqual(['协议', '操作类型', '数据名称', '状态', '上报时间']);
    cleanup();
    render(<Filters layout={{ layoutType: 2, agreementCode: 'HZ_SMZ' }} onSearch={() => {}} />);
    expect(labels()).toEqual(['操作类型', '数据名称', '状态', '上报时间']);

    const titles = (layout: ReportLogLayout) =>
      listColumns(REPORT_LOG_FIELDS, { ...layout, t: i18next.t, agreements }, i18next.t).map(
        (column) => column.title,
      );
    expect(titles({ layoutType: 1 })).toEqual([
      '协议',
      '操作类型',
      '数据名称',
      '状态',
      '结果信息',
      '上报时间',
    ]);
    expect(titles({ layoutType: 2, agreementCode: 'HZ_SMZ' })).not.toContain('协议');
  });

  it('names the operation type and the status in the user language, not in the words the server sends', () => {
    const t = i18next.getFixedT('en');
    const row: ReportLogRecord = {
      logId: '1',
      logType: 'ADD_COMPANY',
      logTypeName: '添加企业',
      agreementCode: 'HZ_SMZ',
      agreementName: '杭州市建筑工人实名制管理平台',
      sourceName: '杭州鼎力建筑劳务有限公司',
      getResultStatus: 1,
      getResultStatusName: '获取成功',
      resultMessage: '上报成功',
      createTime: '2026-03-04 10:00:00',
    };
    const columns = listColumns(
      REPORT_LOG_FIELDS,
      { layoutType: 2, agreementCode: 'HZ_SMZ', t, agreements },
      t,
    );
    const shown = (title: string) => {
      const column = columns.find((each) => each.title === title);
      cleanup();
      render(<div>{column?.render?.(undefined, row, 0)}</div>);
      return document.body.textContent;
    };
    expect(shown('Operation type')).toBe('Add company');
    expect(shown('Status')).toBe('Fetched');
  });

  it('searches with what was typed, and reset brings back the first range', async () => {
    const onSearch = vi.fn();
    render(<Filters layout={{ layoutType: 1 }} onSearch={onSearch} />);
    expect(inputs()).toEqual(['', '', '', '', '2026-03-04', '2026-03-10']);

    fireEvent.change(screen.getByPlaceholderText('数据名称'), { target: { value: '张三' } });
    fireEvent.click(screen.getByTestId('list-search'));
    await vi.waitFor(() => expect(onSearch).toHaveBeenCalledTimes(1));
    expect(onSearch.mock.lastCall?.[0]).toMatchObject({ sourceName: '张三', ...week });

    fireEvent.click(screen.getByTestId('list-reset'));
    expect(onSearch).toHaveBeenCalledTimes(2);
    expect(onSearch.mock.lastCall?.[0]).toMatchObject(week);
    expect(onSearch.mock.lastCall?.[0].sourceName).toBeUndefined();
    expect(screen.getByPlaceholderText('数据名称')).toHaveProperty('value', '');
  });
});
