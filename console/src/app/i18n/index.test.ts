import { describe, expect, it, vi } from 'vitest';

/** A fresh copy of the i18n module and of the i18next instance it fills. */
async function fresh() {
  vi.resetModules();
  const [texts, { default: i18next }] = await Promise.all([import('.'), import('i18next')]);
  return { ...texts, i18next };
}

describe('the console texts, loaded in parts', () => {
  it('starts with the login texts only, and has every text once a page asks for them', async () => {
    const { initI18n, loadAllTexts, arcoLocale, i18next } = await fresh();
    await initI18n('ja');
    expect(i18next.t('login.submit')).toBe('ログイン');
    expect(i18next.exists('dashboard.inside')).toBe(false);
    expect(arcoLocale('ja')?.Pagination?.page).toBe('ページへ');
    // The login page's calls are answered with these words: one missing loaded every page's texts with it.
    expect(i18next.exists('answers.done')).toBe(true);
    expect(i18next.exists('answers.loggedIn')).toBe(true);

    await loadAllTexts();
    expect(i18next.exists('dashboard.inside')).toBe(true);
    expect(i18next.t('login.submit')).toBe('ログイン');
  });

  it("loads the layout's and the dashboard's texts without every page's, and that part of a language switched to", async () => {
    const { initI18n, loadPart, switchLanguage, i18next } = await fresh();
    await initI18n('en');
    await loadPart('shell');
    expect(i18next.t('dashboard.inside')).toBe('On site now');
    expect(i18next.exists('task.title')).toBe(true);
    expect(i18next.exists('login.submit')).toBe(true);
    expect(i18next.exists('designer.title')).toBe(false);

    await switchLanguage('ja');
    expect(i18next.exists('dashboard.inside')).toBe(true);
    expect(i18next.exists('designer.title')).toBe(false);
  });

  it("loads the designer's texts beside the login's, without the layout's or every page's", async () => {
    const { initI18n, loadPart, loadAllTexts, switchLanguage, i18next } = await fresh();
    // The designer opened by its address asks for its part before the language is chosen.
    const asked = loadPart('designer');
    await initI18n('es');
    await asked;
    expect(i18next.exists('designer.title')).toBe(true);
    expect(i18next.exists('designer.panel.canvasTitle')).toBe(true);
    expect(i18next.exists('login.submit')).toBe(true);
    expect(i18next.exists('common.cancel')).toBe(true);
    expect(i18next.exists('dashboard.inside')).toBe(false);

    await switchLanguage('ja');
    expect(i18next.t('designer.panel.canvasTitle')).not.toBe('designer.panel.canvasTitle');
    expect(i18next.exists('dashboard.inside')).toBe(false);

    await loadAllTexts();
    expect(i18next.exists('dashboard.inside')).toBe(true);
  });

  it('loads every text when a view asks for one outside the parts loaded', async () => {
    const { initI18n, loadPart, i18next } = await fresh();
    await initI18n('zh');
    await loadPart('shell');
    expect(i18next.t('designer.title')).toBe('designer.title');
    await vi.waitFor(() => expect(i18next.t('designer.title')).toBe('大屏设计'));
  });

  it('loads every text of a language switched to once a page has asked for them', async () => {
    const { initI18n, loadAllTexts, switchLanguage, arcoLocale, i18next } = await fresh();
    await initI18n('zh');
    await loadAllTexts();
    await switchLanguage('es');
    expect(i18next.exists('dashboard.inside')).toBe(true);
    expect(arcoLocale('es')?.Pagination?.prev).toBe('Página anterior');
    // English fills what Arco's Spanish pack lacks.
    expect(arcoLocale('es')?.ColorPicker).toBeDefined();
  });

  it('makes a page that asks before the language is chosen wait for it', async () => {
    // The router is made, and asks for its first page's texts, before the language is chosen.
    const { initI18n, loadAllTexts, i18next } = await fresh();
    let loaded = false;
    const asked = loadAllTexts().then(() => {
      loaded = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(loaded).toBe(false);

    await initI18n('en');
    await asked;
    expect(i18next.t('dashboard.inside')).not.toBe('dashboard.inside');
  });
});
