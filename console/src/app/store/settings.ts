import { DEFAULT_SIZE, type Language } from '@site/shared-schema';
import { COOKIE, readCookie, writeCookie } from './cookies';
import { createStore } from './create-store';

export type Device = 'desktop' | 'mobile';
export type ComponentSize = 'mini' | 'small' | 'default' | 'large';

/** Layout preferences, persisted in cookies (seed 000 §3). */
export interface SettingsState {
  sidebarOpened: boolean;
  device: Device;
  /** Set at boot by the i18n start-up. */
  language: Language;
  size: ComponentSize;
}

export const settings = createStore<SettingsState>({
  sidebarOpened: readCookie(COOKIE.sidebarOpened) !== '0',
  device: readCookie(COOKIE.device) === 'mobile' ? 'mobile' : 'desktop',
  language: 'en',
  size: (readCookie(COOKIE.size) as ComponentSize | undefined) ?? (DEFAULT_SIZE as ComponentSize),
});

export function setSidebarOpened(opened: boolean): void {
  if (settings.get().sidebarOpened === opened) return;
  writeCookie(COOKIE.sidebarOpened, opened ? '1' : '0');
  settings.set({ sidebarOpened: opened });
}

export function setDevice(device: Device): void {
  if (settings.get().device === device) return;
  writeCookie(COOKIE.device, device);
  settings.set({ device });
}

export function storeLanguage(language: Language): void {
  writeCookie(COOKIE.language, language);
  settings.set({ language });
}
