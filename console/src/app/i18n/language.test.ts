import { describe, expect, it } from 'vitest';
import { chooseLanguage } from './language';

describe('chooseLanguage', () => {
  it('takes the stored preference first', () => {
    expect(chooseLanguage('ja', ['zh-CN'])).toBe('ja');
  });

  it('ignores a stored value that is not a supported language', () => {
    expect(chooseLanguage('fr', ['es-MX'])).toBe('es');
  });

  it('takes the first supported browser language by its base tag', () => {
    expect(chooseLanguage(undefined, ['de-DE', 'zh-CN', 'en-US'])).toBe('zh');
  });

  it('falls back to English', () => {
    expect(chooseLanguage(undefined, ['de-DE', 'fr'])).toBe('en');
    expect(chooseLanguage(undefined, [])).toBe('en');
  });
});
