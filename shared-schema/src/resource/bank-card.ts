import { defineResource } from './types';

/**
 * Bank cards of the salary group (seed 000 §2 bank-card, §3 bank-card task rows, issue 12 §3). Paths follow
 * the other personnel calls of seed 001 §7 (docs/api-decisions.md). Card numbers pass the Luhn check, are
 * unique within the project and are masked in lists and exports unless the caller may see ID numbers.
 */
export const PERSON_BANK_CARD_API = {
  page: '/front/sitePersonBankCard/listByProject',
  add: '/front/sitePersonBankCard/add',
  update: '/front/sitePersonBankCard/update',
  remove: '/front/sitePersonBankCard/delete',
  query: '/front/sitePersonBankCard/query',
  export: '/front/sitePersonBankCard/exportByProject',
  import: '/front/sitePersonBankCard/importByProject',
  template: '/front/sitePersonBankCard/downloadTemplate',
  history: '/front/sitePersonBankCard/operateLog',
} as const;

export const PROJECT_BANK_CARD_API = {
  page: '/front/siteProjectBankCard/listByProject',
  add: '/front/siteProjectBankCard/add',
  update: '/front/siteProjectBankCard/update',
  remove: '/front/siteProjectBankCard/delete',
  query: '/front/siteProjectBankCard/query',
  history: '/front/siteProjectBankCard/operateLog',
} as const;

const PERMISSION = {
  list: 'cSitePersonManager',
  add: 'cSitePersonManager',
  update: 'cSitePersonManager',
  remove: 'cSitePersonManager',
  export: 'cSitePersonManager',
  import: 'cSitePersonManager',
  reveal: 'frontSitePersonShowIdcard',
} as const;

const CARD_FIELDS = [
  { key: 'bankName', label: '银行名称', type: 'text', required: true, maxLength: 64, search: 'like' },
  {
    key: 'cardNumber',
    label: '银行卡号',
    type: 'text',
    required: true,
    check: 'bankCard',
    search: 'like',
    masked: 'bankCard',
    unique: true,
  },
  { key: 'bankDeposit', label: '开户行', type: 'text', required: true, maxLength: 128 },
  { key: 'remark', label: '备注', type: 'textarea', maxLength: 200 },
] as const;

/**
 * A person's card. The form picks one of the project's people (personId); an import row names the person
 * by name and ID number instead, which the answers show from the roster.
 */
export const PERSON_BANK_CARD_RESOURCE = defineResource({
  name: 'personBankCard',
  label: '人员银行卡',
  idKey: 'bankCardId',
  titleKey: 'personName',
  projectField: 'projectId',
  permission: PERMISSION,
  api: PERSON_BANK_CARD_API,
  taskTypes: { export: 'BANK_CARD_EXPORT', import: 'BANK_CARD_IMPORT' },
  fields: [
    { key: 'personId', label: '人员', type: 'select', table: false, export: false, import: false },
    {
      key: 'personName',
      label: '姓名',
      type: 'text',
      required: true,
      form: false,
      import: true,
      search: 'like',
    },
    {
      key: 'idcardNumber',
      label: '身份证号',
      type: 'text',
      required: true,
      check: 'idcard',
      form: false,
      import: true,
      search: 'like',
      masked: 'idcard',
    },
    ...CARD_FIELDS,
  ],
});

/** The project's own accounts (wages paid from them). */
export const PROJECT_BANK_CARD_RESOURCE = defineResource({
  name: 'projectBankCard',
  label: '项目银行账户',
  idKey: 'bankCardId',
  titleKey: 'accountName',
  projectField: 'projectId',
  permission: PERMISSION,
  api: PROJECT_BANK_CARD_API,
  fields: [
    { key: 'accountName', label: '账户名称', type: 'text', required: true, maxLength: 64, search: 'like' },
    ...CARD_FIELDS,
  ],
});

export interface PersonBankCardRow {
  bankCardId: string;
  projectId: string;
  personId: string;
  personName: string;
  idcardNumber: string;
  bankName: string;
  cardNumber: string;
  bankDeposit: string;
  remark: string;
  createTime: string;
}

export interface ProjectBankCardRow {
  bankCardId: string;
  projectId: string;
  accountName: string;
  bankName: string;
  cardNumber: string;
  bankDeposit: string;
  remark: string;
  createTime: string;
}
