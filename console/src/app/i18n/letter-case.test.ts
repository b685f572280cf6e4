import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { addTextFormats, insideSentence, sentenceStart } from './letter-case';

describe('letter case of texts put together', () => {
  it('gives a text that starts a title a capital where the language has them', () => {
    expect(sentenceStart('crane work cycles')).toBe('Crane work cycles');
    expect(sentenceStart('registros de trabajo')).toBe('Registros de trabajo');
    expect(sentenceStart('塔吊工作循环')).toBe('塔吊工作循环');
    expect(sentenceStart('')).toBe('');
  });

  it('takes the capital of a label inside a sentence, but not of an abbreviation', () => {
    expect(insideSentence('Training')).toBe('training');
    expect(insideSentence('Work type')).toBe('work type');
    expect(insideSentence('ID card number')).toBe('ID card number');
    expect(insideSentence('PM2.5')).toBe('PM2.5');
    expect(insideSentence('T1')).toBe('T1');
    expect(insideSentence('姓名')).toBe('姓名');
  });

  it('is the `inside` format of the texts', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'en',
      resources: { en: { translation: { enter: 'Enter the {{label, inside}}' } } },
    });
    addTextFormats(i18n);
    expect(i18n.t('enter', { label: 'Hours' })).toBe('Enter the hours');
  });
});
