/** Builders shared by the panels' tests: i18n in Chinese and a store holding given components. */
import { createScreenDocument, type ScreenComponent } from '@site/shared-schema';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { zh } from '../../../app/i18n/locales/zh';
import { createComponent, createEditorStore } from '../../model';

export function initTestI18n() {
  // As the app does (app/i18n): React escapes, i18next need not.
  return i18next.use(initReactI18next).init({
    lng: 'zh',
    resources: { zh: { translation: zh } },
    interpolation: { escapeValue: false },
  });
}

export function storeWith(...components: ScreenComponent[]) {
  return createEditorStore({ ...createScreenDocument(), componentData: components });
}

export function make(type: string, id: string, left = 0, top = 0): ScreenComponent {
  return { ...createComponent(type, { left, top }), id };
}
