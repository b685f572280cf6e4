/** Set-up shared by the resource block's tests and the pages built on it: i18n and what jsdom lacks. */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from '../../app/i18n/locales/en';
import { zh } from '../../app/i18n/locales/zh';

/** i18next as the app sets it up, in Chinese unless told otherwise, with English to switch to. */
export function initTestI18n(lng: 'zh' | 'en' = 'zh') {
  return i18next.use(initReactI18next).init({
    lng,
    resources: { zh: { translation: zh }, en: { translation: en } },
    interpolation: { escapeValue: false },
  });
}

/** The message Arco shows under a form item, found by the item's test id. */
export const itemError = (testId: string) =>
  document.querySelector(`[data-testid="${testId}"] .arco-form-message`)?.textContent ?? '';
