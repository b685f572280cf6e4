import { fireEvent, screen } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { en } from '../i18n/locales/en';
import { confirm } from './confirm';

describe('confirm', () => {
  beforeAll(() => i18next.init({ lng: 'en', resources: { en: { translation: en } } }));

  it('says the common OK and Cancel of the language, and runs the answer given', async () => {
    const onOk = vi.fn();
    confirm({ title: 'Remove the fleet?', content: 'Its vehicles stay.', onOk });
    expect(await screen.findByText('Remove the fleet?')).toBeTruthy();
    expect(screen.getByRole('button', { name: en.common.cancel })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: en.common.confirm }));
    expect(onOk).toHaveBeenCalledOnce();
  });

  it('keeps the buttons a caller words', async () => {
    confirm({ title: 'Leave the designer?', okText: 'Leave', cancelText: 'Stay' });
    expect(await screen.findByRole('button', { name: 'Leave' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
  });
});
