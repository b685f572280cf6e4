import { createInstance, type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { en } from '../i18n/locales/en';
import { ja } from '../i18n/locales/ja';
import { zh } from '../i18n/locales/zh';
import { problemText, refusalText, splitRefusal } from './refusal-text';

const translator = async (language: string): Promise<TFunction> => {
  const i18n = createInstance();
  await i18n.init({
    lng: language,
    resources: { zh: { translation: zh }, en: { translation: en }, ja: { translation: ja } },
    interpolation: { escapeValue: false },
  });
  return i18n.t;
};

describe('a refusal of the server in the user’s words', () => {
  let zhT: TFunction;
  let enT: TFunction;
  let jaT: TFunction;
  beforeAll(async () => {
    [zhT, enT, jaT] = await Promise.all([translator('zh'), translator('en'), translator('ja')]);
  });

  it('names the field by its label, never by its API name', () => {
    expect(refusalText('email: 格式错误', zhT)).toBe('邮箱格式错误');
    expect(refusalText('email: 格式错误', enT)).toBe('E-mail is not in a valid format');
    expect(refusalText('newPassword: 长度不能少于6', enT)).toBe('New password must be at least 6 characters');
    expect(refusalText('newPassword: 长度不能少于6', jaT)).toBe('新しいパスワードは6文字以上にしてください');
  });

  it('takes the label of the form when it has one, and the last part of a path', () => {
    expect(
      refusalText('records.0.personName: 必填', zhT, (field) =>
        field === 'personName' ? '姓名' : undefined,
      ),
    ).toBe('姓名必填');
    expect(splitRefusal('rows[3].cardNumber: 格式错误')).toEqual({
      field: 'cardNumber',
      problem: '格式错误',
    });
  });

  it('says “a value” of a field it has no name for, and keeps business messages as they are', () => {
    expect(refusalText('zzz: 取值无效', enT)).toBe('A value is not a valid choice');
    expect(refusalText('zzz: 取值无效', zhT)).toBe('填写的内容取值无效');
    expect(problemText('该身份证号已被列入黑名单，不能添加', enT)).toBe('该身份证号已被列入黑名单，不能添加');
    expect(refusalText('记录不存在', enT)).toBe('记录不存在');
  });

  it('says a value another record holds by the label of the form, else as “this value”; Chinese as the server does', () => {
    expect(refusalText('deviceName: 设备名称已存在', enT, () => 'Device name')).toBe(
      'Device name already exists',
    );
    expect(refusalText('deviceName: 设备名称已存在', enT)).toBe('This value already exists');
    expect(refusalText('screenName: 大屏名称已存在', jaT)).toBe('画面名は既に存在します');
    expect(refusalText('deviceName: 设备名称已存在', zhT)).toBe('设备名称已存在');
    expect(refusalText('deviceName: 设备名称已存在', zhT, () => '设备名称')).toBe('设备名称已存在');
    expect(problemText('区域名称已存在', enT, 'Area name')).toBe('Area name already exists');
  });

  it('translates the business rules it knows, on a field or alone', () => {
    expect(refusalText('pairCode: 配对码无效或已过期', enT)).toBe('The pairing code is wrong or has expired');
    expect(problemText('该人员已是塔吊司机', jaT)).toBe('この人は既にタワークレーンの運転手です');
    expect(refusalText('配对码无效或已过期', zhT)).toBe('配对码无效或已过期');
  });

  it('says a business rule on a field by its own words, which name their subject', () => {
    expect(refusalText('licensePlate: 车牌号已存在', zhT)).toBe('车牌号已存在');
    expect(refusalText('teamName: 该企业已有同名班组', zhT, () => '班组名称')).toBe('该企业已有同名班组');
    expect(refusalText('file: 请上传 .xlsx 格式的文件', enT)).toBe('Upload an .xlsx file');
    expect(refusalText('batch: 该批次工资已结算', enT)).toBe('该批次工资已结算');
  });
});
