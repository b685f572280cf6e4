import { LPR_WHITE_LIST_RESOURCE, PERSON_RESOURCE } from '@site/shared-schema';
import { createInstance, type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { importPreviewEn } from './locales/en';
import { importPreviewZh } from './locales/zh';
import { templateHint } from './template-hint';

describe('templateHint', () => {
  let zhT: TFunction;
  let enT: TFunction;
  beforeAll(async () => {
    const i18n = createInstance();
    await i18n.init({
      lng: 'zh',
      resources: {
        zh: { translation: { importPreview: importPreviewZh } },
        en: { translation: { importPreview: importPreviewEn } },
      },
      interpolation: { escapeValue: false },
    });
    zhT = i18n.getFixedT('zh');
    enT = i18n.getFixedT('en');
  });

  it("says how the resource's own choices are written, and no other resource's", () => {
    const people = templateHint(PERSON_RESOURCE, zhT, 'zh');
    expect(people).toMatch(
      /^请先下载模板，按模板的表头填写后选择文件。.*企业.*填写名称即可。.*性别.*可填写名称或取值。$/,
    );
    const plates = templateHint(LPR_WHITE_LIST_RESOURCE, zhT, 'zh');
    expect(plates).not.toMatch(/企业|班组|工种|性别/);
    expect(plates).toContain('可填写名称或取值。');
  });

  it('puts a space between sentences where the language does', () => {
    expect(templateHint(LPR_WHITE_LIST_RESOURCE, enT, 'en')).toMatch(
      /^Download the template first, fill it in under its header row, then choose the file\. \S.*: give the name or the value\.$/,
    );
  });
});
