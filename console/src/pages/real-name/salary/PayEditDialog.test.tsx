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
