import { afterAll, describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n';
import { windText } from './readings';

describe("the wind direction's words", () => {
  afterAll(() => setLanguage('zh'));

  it("says a reported direction in the wall's language, another as it came, none as --", async () => {
    expect(windText('东北')).toBe('东北');
    await setLanguage('en');
    expect(windText('东北')).toBe('Northeast');
    await setLanguage('ja');
    expect(windText('西南')).toBe('南西');
    expect(windText('NNE')).toBe('NNE');
    expect(windText(undefined)).toBe('--');
  });
});
