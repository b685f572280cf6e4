import type { Translation } from '../../i18n/locales/types';

export const refusalsJa: Translation['refusals'] = {
  problems: {
    required: 'は必須です',
    type: 'の型が正しくありません',
    minLength: 'は{{limit}}文字以上にしてください',
    maxLength: 'は{{limit}}文字以内にしてください',
    minItems: 'は{{limit}}件以上必要です',
    maxItems: 'は{{limit}}件までです',
    minimum: 'は{{limit}}以上にしてください',
    maximum: 'は{{limit}}以下にしてください',
    invalid: 'の値が無効です',
    format: 'の形式が正しくありません',
    unstorable: 'に保存できない文字が含まれています',
    depth: 'の入れ子が{{limit}}階層を超えています',
  },
  sentence: '{{label}}{{problem}}',
  someField: '入力内容',
  fields: {
    email: 'メールアドレス',
    tenementUserName: 'ユーザー名',
    oldPassword: '現在のパスワード',
    newPassword: '新しいパスワード',
    confirmPassword: '確認用パスワード',
    loginName: 'ログインアカウント',
    password: 'パスワード',
    phoneNumber: '携帯電話番号',
    screenName: '画面名',
    keyName: 'キー名',
  },
};
