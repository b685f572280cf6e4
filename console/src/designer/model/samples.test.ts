import { getWidget } from '@site/shared-schema';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../app/i18n/locales/en';
import { zh } from '../../app/i18n/locales/zh';
import { createComponent } from './create';
import { sampleTexts } from './samples';

const SAMPLED = ['Notice', 'VButton', 'VTable', 'VChart'];

describe('sample words of new widgets', () => {
  beforeAll(() =>
    i18next.init({ lng: 'zh', resources: { zh: { translation: zh }, en: { translation: en } } }),
  );

  it("are the catalogue's own in Chinese: a new widget is the original product's", () => {
    const samples = sampleTexts(i18next.getFixedT('zh'));
    for (const type of SAMPLED) {
      expect(createComponent(type, { left: 0, top: 0 }, undefined, samples).propValue).toEqual(
        getWidget(type)?.defaultPropValue,
      );
    }
  });

  it('are English for a designer working in English, with the rest of the defaults kept', () => {
    const samples = sampleTexts(i18next.getFixedT('en'));
    const at = { left: 0, top: 0 };
    expect(createComponent('Notice', at, undefined, samples).propValue).toBe('Type the notice here');
    expect(createComponent('VButton', at, undefined, samples).propValue).toBe('Button');
    expect(createComponent('VTable', at, undefined, samples).propValue).toEqual({
      data: [
        ['Column 1', 'Column 2', 'Column 3'],
        ['', '', ''],
      ],
      stripe: true,
      thBold: true,
    });
    const chart = createComponent('VChart', at, undefined, samples).propValue;
    expect(chart).toMatchObject({
      option: {
        title: { show: true, text: 'Chart' },
        xAxis: { show: true, data: ['Jan', 'Feb', 'Mar', 'Apr', 'May'] },
        series: { type: 'bar', name: 'Count', data: [12, 20, 15, 8, 17] },
      },
    });
    expect(createComponent('VText', at, undefined, samples).propValue).toBe('');
  });
});
