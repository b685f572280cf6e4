import { fireEvent, screen } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { en } from '../i18n/locales/en';
import { confirm } from './confirm';

/** The texts of the open confirm's buttons, in their order. */
async function buttonTexts(title: string): Promise<string[]> {
  const dialog = (await screen.findByText(title)).closest('.arco-modal') as HTMLElement;
  return [...dialog.querySelectorAll('button')].map((button) => button.textContent ?? '');
}

describe('confirm', () => {
  beforeAll(() => i18next.init({ lng: 'en', resources: { en: { translation: en } } }));

  it('says the common OK and Cancel of the language, and runs the answer given', async () => {
    const onOk = vi.fn();
    confirm({ title: 'Remove the fleet?', content: 'Its vehicles stay.', onOk });
    expect(await buttonTexts('Remove the fleet?')).toEqual([en.common.cancel, en.common.confirm]);
    fireEvent.click(screen.getByRole('button', { name: en.common.confirm }));
    expect(onOk).toHaveBeenCalledOnce();
  });

  it('keeps the buttons a caller words', async () => {
    confirm({ title: 'Leave the designer?', okText: 'Leave', cancelText: 'Stay' });
    expect(await buttonTexts('Leave the designer?')).toEqual(['Stay', 'Leave']);
    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
  });
});
