import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { en } from '../i18n/locales/en';
import { es } from '../i18n/locales/es';
import { ja } from '../i18n/locales/ja';
import { zh } from '../i18n/locales/zh';
import { answerText } from './answer-text';
import { answersZh } from './locales/zh';

describe("a successful answer's message", () => {
  const i18n = i18next.createInstance();
  beforeAll(() =>
    i18n.init({
      lng: 'en',
      resources: {
        zh: { translation: zh },
        en: { translation: en },
        es: { translation: es },
        ja: { translation: ja },
      },
    }),
  );

  it("says the server's fixed words in the user's language, and Chinese as the server does", () => {
    expect(answerText('修改成功', i18n.getFixedT('en'))).toBe('Changes saved');
    expect(answerText('导出成功，请到任务中心下载', i18n.getFixedT('ja'))).toBe(
      'エクスポートを開始しました。タスクセンターからダウンロードしてください',
    );
    for (const text of Object.values(answersZh)) expect(answerText(text, i18n.getFixedT('zh'))).toBe(text);
  });

  it('has every fixed message in every language, and shows any other message as it came', () => {
    for (const lng of ['en', 'es', 'ja']) {
      const t = i18n.getFixedT(lng);
      for (const text of Object.values(answersZh)) expect(answerText(text, t)).not.toBe(text);
    }
    expect(answerText('设备已开门（东门）', i18n.getFixedT('en'))).toBe('设备已开门（东门）');
  });
});
