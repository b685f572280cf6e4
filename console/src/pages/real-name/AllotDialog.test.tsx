import { PERSON_API } from '@site/shared-schema';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig, unstable_serialize } from 'swr';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ListHandle } from '../../resource/ResourcePage';
import { configureOfflineApi, sentTo } from '../../resource/test/offline-api';
import { initTestI18n, itemError } from '../../resource/test/testing';
import { AllotDialog } from './AllotDialog';
import type { AllotMode } from './allot';
import { PersonToolbar } from './PersonToolbar';

const select = (testId: string) =>
  screen.getByTestId(testId).querySelector('.arco-select-view') as HTMLElement;
// The dropdowns' answers as the server gives them; their own loads fail (no server in these tests).
const fallback = {
  [unstable_serialize(['options:company', '1'])]: {
    records: [
      { companyId: 'c1', companyName: '中建三局' },
      { companyId: 'c2', companyName: '浙江建工' },
    ],
    total: 2,
  },
  [unstable_serialize(['options:team', '1', 'c2'])]: {
    records: [{ teamId: 't9', teamName: '钢筋班', companyId: 'c2' }],
    total: 1,
  },
  [unstable_serialize(['options:dictionary', '1', 'workerType'])]: [
    { dictionaryId: 'w3', dictionaryName: '木工' },
  ],
};
const offline = (children: ReactNode) => (
  <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false, fallback }}>{children}</SWRConfig>
);

/** Opens a select of the dialog and picks the option showing `label`. */
async function pick(testId: string, label: string) {
  fireEvent.click(select(testId));
  const option = await vi.waitFor(() => {
    const found = [...document.querySelectorAll('.arco-select-option')].find(
      (item) => item.textContent === label,
    );
    if (!found) throw new Error(`no option ${label}`);
    return found;
  });
  fireEvent.click(option);
}

function renderDialog(mode: AllotMode, personType: 'WORKER' | 'MANAGER' = 'WORKER') {
  const onDone = vi.fn();
  render(
    offline(
      <AllotDialog
        mode={mode}
        projectId="1"
        personType={personType}
        personIds={['p1']}
        onClose={() => {}}
        onDone={onDone}
      />,
    ),
  );
  return onDone;
}

const list = (selectedIds: string[]): ListHandle => ({
  projectId: '1',
  selected: selectedIds.map((personId) => ({ personId })),
  selectedIds,
  filters: {},
  total: 0,
  reload: async () => undefined,
  clearSelection: () => {},
  edit: () => {},
});

describe('the allot dialog (seed 000 §4, §5)', () => {
  beforeAll(async () => {
    await initTestI18n();
    configureOfflineApi();
  });
  afterEach(cleanup);

  it('asks for the company and the team when they are left (team mode)', async () => {
    renderDialog(1);
    expect(screen.queryByTestId('allot-workerTypeId')).toBeNull();
    fireEvent.blur(select('allot-companyId'));
    await vi.waitFor(() => expect(itemError('allot-companyId')).toBe('请选择企业'));
    fireEvent.blur(select('allot-teamId'));
    await vi.waitFor(() => expect(itemError('allot-teamId')).toBe('请选择班组'));
  });

  it('asks for the work type when it is left (work-type mode), and submitting an empty form sends nothing', async () => {
    const onDone = renderDialog(2);
    expect(screen.queryByTestId('allot-teamId')).toBeNull();
    fireEvent.blur(select('allot-workerTypeId'));
    await vi.waitFor(() => expect(itemError('allot-workerTypeId')).toBe('请选择工种'));
    fireEvent.click(screen.getByTestId('allot-submit'));
    await vi.waitFor(() => expect(itemError('allot-companyId')).toBe('请选择企业'));
    expect(onDone).not.toHaveBeenCalled();
  });

  it('sends the company with its team, picked after the company reloaded its teams', async () => {
    const sent = sentTo(PERSON_API.batchUpdate);
    renderDialog(1);
    await pick('allot-companyId', '浙江建工');
    await pick('allot-teamId', '钢筋班');
    fireEvent.click(screen.getByTestId('allot-submit'));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ personIds: ['p1'], projectId: '1', companyId: 'c2', teamId: 't9' });
  });

  it('sends the company with the work type in work-type mode', async () => {
    const sent = sentTo(PERSON_API.batchUpdate);
    renderDialog(2);
    await pick('allot-companyId', '中建三局');
    await pick('allot-workerTypeId', '木工');
    fireEvent.click(screen.getByTestId('allot-submit'));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ personIds: ['p1'], projectId: '1', companyId: 'c1', workerTypeId: 'w3' });
  });

  it('names the post for managers', () => {
    renderDialog(2, 'MANAGER');
    expect(screen.getByTestId('allot-dialog').textContent).toContain('分配岗位');
    expect(screen.getByTestId('allot-workerTypeId').textContent).toContain('岗位');
  });
});

describe('batch allocation (seed 000 §5)', () => {
  beforeAll(async () => {
    await initTestI18n();
    configureOfflineApi();
  });
  afterEach(cleanup);

  it('warns 请选择要操作的人员！ when nobody is selected, and opens the dialog otherwise', async () => {
    const { rerender } = render(
      offline(<PersonToolbar list={list([])} personType="WORKER" canUpdate canRemove />),
    );
    fireEvent.click(screen.getByTestId('allot-team'));
    await vi.waitFor(() => expect(document.body.textContent).toContain('请选择要操作的人员！'));
    expect(screen.queryByTestId('allot-dialog')).toBeNull();
    fireEvent.click(screen.getByTestId('allot-work-type'));
    expect(screen.queryByTestId('allot-dialog')).toBeNull();

    rerender(offline(<PersonToolbar list={list(['p1'])} personType="WORKER" canUpdate canRemove />));
    fireEvent.click(screen.getByTestId('allot-team'));
    expect(screen.getByTestId('allot-dialog')).toBeTruthy();
  });
});
