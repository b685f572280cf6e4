import { DATA_SOURCE_PATH_REFUSED, MESSAGES } from '@site/shared-schema';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { en } from '../app/i18n/locales/en';
import { ja } from '../app/i18n/locales/ja';
import { zh } from '../app/i18n/locales/zh';
import { designerZh } from './locales/zh';
import { designerMessage } from './messages';

describe("the designer's messages", () => {
  it('say the seed texts of its commands and checks in the user language, keys of the texts as they name', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'zh',
      resources: { zh: { translation: zh }, en: { translation: en }, ja: { translation: ja } },
    });
    const inEnglish = i18n.getFixedT('en');
    expect(designerMessage(MESSAGES.alreadyTop, inEnglish)).toBe('Already at the top');
    expect(designerMessage(DATA_SOURCE_PATH_REFUSED, i18n.getFixedT('ja'))).toBe(
      'データソースはサイトの読み取り専用データのみ呼び出せます',
    );
    expect(designerMessage(MESSAGES.selectComponent, i18n.getFixedT('zh'))).toBe('请选择组件');
    expect(designerMessage('designer.title', inEnglish)).toBe(en.designer.title);
    for (const text of Object.values(designerZh.messages)) {
      expect(designerMessage(text, inEnglish)).not.toBe(text);
    }
  });
});
