import { createInstance, type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../i18n/locales/en';
import { zh } from '../../i18n/locales/zh';
import { taskNameText, taskResultText } from './task-texts';

describe('a task’s name and result in the user’s language', () => {
  let enT: TFunction;
  let zhT: TFunction;
  beforeAll(async () => {
    const i18n = createInstance();
    await i18n.init({ lng: 'en', resources: { zh: { translation: zh }, en: { translation: en } } });
    enT = i18n.getFixedT('en');
    zhT = i18n.getFixedT('zh');
  });

  it('says the server’s counted results by their template, and Chinese as the server words them', () => {
    expect(taskResultText('导出成功，共48条', enT)).toBe('Exported 48 rows');
    expect(taskResultText('导入完成：成功18条，失败2条', enT)).toBe(
      'Import finished — imported: 18, failed: 2',
    );
    expect(taskResultText('导入失败：成功0条，失败12条', enT)).toBe('Import failed — failed rows: 12');
    expect(taskResultText('文件无法读取，请上传 .xlsx 格式的导入文件', enT)).toBe(
      'The file cannot be read: upload an .xlsx import file',
    );
    expect(taskResultText('导入完成：成功18条，失败2条', zhT)).toBe('导入完成：成功18条，失败2条');
    expect(taskResultText('设备离线', enT)).toBe('设备离线');
  });

  it('names a task by its type when the server did, and keeps a name of its own', () => {
    expect(taskNameText({ taskName: '黑名单导入', taskType: 'BLACKLIST_IMPORT' }, enT)).toBe(
      en.task.taskTypes.BLACKLIST_IMPORT,
    );
    expect(taskNameText({ taskName: '3月考勤', taskType: 'PERSON_EXPORT' }, enT)).toBe('3月考勤');
  });
});
