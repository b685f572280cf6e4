import { PERSON_API, PERSON_RESOURCE, type ProjectItem } from '@site/shared-schema';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Row } from '../api/resource-calls';
import { session } from '../app/store/session';
import { ResourcePage } from './ResourcePage';
import { answer, configureOfflineApi, sentTo } from './test/offline-api';
import { initTestI18n, itemError } from './test/testing';

const labels = (selector: string) =>
  [...document.querySelectorAll(`${selector} .arco-form-label-item label`)].map((label) =>
    label.textContent?.trim(),
  );
const headers = () =>
  [...document.querySelectorAll('[data-testid="resource-table"] th')].map((cell) => cell.textContent?.trim());
const input = (testId: string) =>
  screen.getByTestId(testId).querySelector('input, textarea') as HTMLInputElement;

function renderPage(initialSearch?: Row, refreshInterval?: number) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false, dedupingInterval: 0 }}>
      <ResourcePage
        resource={PERSON_RESOURCE}
        fixed={{ personType: 'WORKER' }}
        initialSearch={initialSearch}
        refreshInterval={refreshInterval}
      />
    </SWRConfig>,
  );
}

describe('a list page from a declaration', () => {
  beforeAll(async () => {
    await initTestI18n();
    configureOfflineApi();
    session.set({
      projectItem: { projectId: '1', projectName: '示范项目' } as ProjectItem,
      resources: ['cSitePersonManager'],
    });
  });
  afterEach(cleanup);

  it('renders the search form and the columns of the declared fields, in their order', () => {
    renderPage();
    expect(labels('.list-filters')).toEqual([
      '姓名',
      '身份证号',
      '所属企业',
      '班组',
      '工种',
      '进场日期',
      '在职状态',
    ]);
    expect(headers()).toEqual([
      '',
      '姓名',
      '性别',
      '身份证号',
      '头像',
      '手机号码',
      '所属企业',
      '班组',
      '工种',
      '工号',
      '进场日期',
      '在职状态',
      '操作',
    ]);
    for (const testId of ['resource-search', 'resource-reset', 'resource-add', 'resource-batch-delete']) {
      expect(screen.getByTestId(testId)).toBeTruthy();
    }
    expect(screen.getByTestId('resource-export')).toBeTruthy();
    expect(screen.getByTestId('resource-import')).toBeTruthy();
  });

  it('offers only what the user may do', () => {
    session.set({ resources: [] });
    renderPage();
    for (const testId of ['resource-add', 'resource-batch-delete', 'resource-export', 'resource-import']) {
      expect(screen.queryByTestId(testId)).toBeNull();
    }
    session.set({ resources: ['cSitePersonManager'] });
  });

  it('opens the add dialog with the form fields, and shows the required and pattern messages on blur', async () => {
    renderPage();
    fireEvent.click(screen.getByTestId('resource-add'));
    const formItems = [...document.querySelectorAll('[data-testid^="form-"]')].map((item) =>
      item.getAttribute('data-testid'),
    );
    expect(formItems).toContain('form-personName');
    expect(formItems).toContain('form-idcardFrontPath');
    expect(formItems).not.toContain('form-onJobStatus');

    fireEvent.blur(input('form-personName'));
    await vi.waitFor(() => expect(itemError('form-personName')).toBe('请输入姓名'));

    fireEvent.change(input('form-idcardNumber'), { target: { value: '33010219900307' } });
    expect(itemError('form-idcardNumber')).toBe('');
    fireEvent.blur(input('form-idcardNumber'));
    await vi.waitFor(() => expect(itemError('form-idcardNumber')).toBe('请输入正确的身份证号码'));

    fireEvent.change(input('form-phone'), { target: { value: '12345' } });
    fireEvent.blur(input('form-phone'));
    await vi.waitFor(() => expect(itemError('form-phone')).toBe('请输入正确的手机号码'));

    // Submitting the form as it is refuses it and keeps what was typed.
    await act(async () => fireEvent.click(screen.getByTestId('resource-submit')));
    await vi.waitFor(() => expect(itemError('form-companyId')).toBe('请选择所属企业'));
    expect(input('form-idcardNumber').value).toBe('33010219900307');
    expect(screen.getByTestId('resource-dialog')).toBeTruthy();
  });

  it('lists with the fixed values, the first page of 20 and the filters; a date range ends at 23:59:59', async () => {
    const sent = sentTo(PERSON_API.page);
    renderPage({ entryDate: ['2026-03-01', '2026-03-10'] });
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      projectId: '1',
      personType: 'WORKER',
      pageNumber: 1,
      pageSize: 20,
      entryDateStart: '2026-03-01 00:00:00',
      entryDateEnd: '2026-03-10 23:59:59',
    });

    fireEvent.change(input('search-personName'), { target: { value: ' 张三 ' } });
    fireEvent.click(screen.getByTestId('resource-search'));
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ personName: '张三', entryDateEnd: '2026-03-10 23:59:59' });

    fireEvent.click(screen.getByTestId('resource-reset'));
    await vi.waitFor(() => expect(sent.length).toBeGreaterThanOrEqual(3));
    expect(sent.at(-1)).not.toHaveProperty('personName');
    expect(sent.at(-1)).toMatchObject({ entryDateStart: '2026-03-01 00:00:00' });
  });

  it('warns when a batch delete has nothing selected', async () => {
    renderPage();
    fireEvent.click(screen.getByTestId('resource-batch-delete'));
    await vi.waitFor(() => expect(document.body.textContent).toContain('请先选择要操作的数据'));
  });

  // Last: from here on the list is answered.
  it('reads the list again every refresh interval, when the page asks for one', async () => {
    answer(PERSON_API.page, { records: [], total: 0 });
    const sent = sentTo(PERSON_API.page);
    renderPage(undefined, 50);
    await vi.waitFor(() => expect(sent.length).toBeGreaterThanOrEqual(3));
  });
});
