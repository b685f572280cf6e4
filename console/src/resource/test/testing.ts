/** Set-up shared by the resource block's tests and the pages built on it: i18n and what jsdom lacks. */
import { fireEvent, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { vi } from 'vitest';
import { addTextFormats } from '../../app/i18n/letter-case';
import { en } from '../../app/i18n/locales/en';
import { zh } from '../../app/i18n/locales/zh';

/** i18next as the app sets it up, in Chinese unless told otherwise, with English to switch to. */
export async function initTestI18n(lng: 'zh' | 'en' = 'zh') {
  await i18next.use(initReactI18next).init({
    lng,
    resources: { zh: { translation: zh }, en: { translation: en } },
    interpolation: { escapeValue: false },
  });
  addTextFormats(i18next);
}

/** The message Arco shows under a form item, found by the item's test id. */
export const itemError = (testId: string) =>
  document.querySelector(`[data-testid="${testId}"] .arco-form-message`)?.textContent ?? '';

/**
 * Opens the select of a form item (by its test id) and picks the option showing `label` in the newest
 * popup: a closed select's popup stays in the document.
 */
export async function pickOption(testId: string, label: string): Promise<void> {
  fireEvent.click(screen.getByTestId(testId).querySelector('.arco-select-view') as HTMLElement);
  const option = await vi.waitFor(() => {
    const popup = [...document.querySelectorAll('.arco-select-popup')].at(-1);
    const found = [...(popup?.querySelectorAll('.arco-select-option') ?? [])].find(
      (item) => item.textContent === label,
    );
    if (!found) throw new Error(`no option ${label}`);
    return found;
  });
  fireEvent.click(option);
}
