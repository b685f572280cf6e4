import type { PersonSalaryRow } from '@site/shared-schema';
import { PERSON_SALARY_API } from '@site/shared-schema';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configureOfflineApi, sentTo } from '../../../resource/test/offline-api';
import { initTestI18n, itemError } from '../../../resource/test/testing';
import { PayEditDialog } from './PayEditDialog';

const ROW = {
  payId: 'pay-1',
  personName: '张三',
  wageMode: 'PIECE',
  pieces: 10,
  adjustment: 0,
  remark: '',
  basePay: 3000,
  wageRate: 20,
} as PersonSalaryRow;

/** The text box of a control: the element carrying the test id, or the one inside it. */
function input(testId: string): HTMLInputElement {
  const element = screen.getByTestId(testId);
  return (
    element.matches('input, textarea') ? element : element.querySelector('input, textarea')
  ) as HTMLInputElement;
}

function type(testId: string, value: string) {
  fireEvent.change(input(testId), { target: { value } });
  fireEvent.blur(input(testId));
}

describe('the pay edit dialog', () => {
  beforeAll(async () => {
    await initTestI18n();
    configureOfflineApi();
  });
  afterEach(cleanup);

  it('refuses an adjustment of three decimals and fractional pieces when left, keeping what was typed', async () => {
    render(<PayEditDialog projectId="1" record={ROW} onClose={() => {}} onSaved={() => {}} />);
    type('salary-form-adjustment', '-12.345');
    await vi.waitFor(() => expect(itemError('salary-item-adjustment')).toBe('调整金额只能有两位小数'));
    expect(input('salary-form-adjustment').value).toBe('-12.345');
    type('salary-form-adjustment', '-12.34');
    await vi.waitFor(() => expect(itemError('salary-item-adjustment')).toBe(''));
    type('salary-form-pieces', '2.5');
    await vi.waitFor(() => expect(itemError('salary-item-pieces')).toBe('计件数量只能是不小于0的整数'));
  });

  it('keeps what a save that got no answer sent, opens on it again, and drops it when cancelled', async () => {
    sessionStorage.clear();
    render(<PayEditDialog projectId="1" record={ROW} onClose={() => {}} onSaved={() => {}} />);
    expect(screen.queryByTestId('form-draft')).toBeNull();
    type('salary-form-adjustment', '-50');
    type('salary-form-remark', '迟到扣款');
    fireEvent.click(screen.getByText('保存'));
    // The port is closed: no decision, and the values are kept for this pay row.
    await vi.waitFor(() => expect(sessionStorage.length).toBe(1));
    cleanup();

    const onClose = vi.fn();
    render(<PayEditDialog projectId="1" record={ROW} onClose={onClose} onSaved={() => {}} />);
    expect(screen.getByTestId('form-draft').textContent).toContain('上次未能保存的内容已恢复');
    expect(input('salary-form-adjustment').value).toBe('-50');
    expect(input('salary-form-remark').value).toBe('迟到扣款');
    fireEvent.click(screen.getByText('取消'));
    expect(onClose).toHaveBeenCalled();
    expect(sessionStorage.length).toBe(0);
    cleanup();

    render(
      <PayEditDialog
        projectId="1"
        record={{ ...ROW, payId: 'pay-2' }}
        onClose={() => {}}
        onSaved={() => {}}
      />,
    );
    expect(screen.queryByTestId('form-draft')).toBeNull();
  });

  it('sends nothing while a value is refused, and offers pieces to piece wages only', async () => {
    const sent = sentTo(PERSON_SALARY_API.update);
    render(<PayEditDialog projectId="1" record={ROW} onClose={() => {}} onSaved={() => {}} />);
    type('salary-form-pieces', '-1');
    fireEvent.click(screen.getByText('保存'));
    await vi.waitFor(() => expect(itemError('salary-item-pieces')).not.toBe(''));
    expect(sent).toHaveLength(0);
    cleanup();
    render(
      <PayEditDialog
        projectId="1"
        record={{ ...ROW, wageMode: 'DAILY' }}
        onClose={() => {}}
        onSaved={() => {}}
      />,
    );
    expect(screen.queryByTestId('salary-form-pieces')).toBeNull();
  });
});
