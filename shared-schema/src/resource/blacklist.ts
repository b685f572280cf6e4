import { defineResource } from './types';

/**
 * The blacklist (seed 000 §2 black-list, §3 blacklist task rows): people barred from the organisation's
 * sites. An entry is listed in its project, but its ID number cannot be added as a person in any project
 * of the same organisation ("该身份证号已被列入黑名单，不能添加").
 */
export const BLACKLIST_API = {
  page: '/front/sitePersonBlacklist/listByProject',
  add: '/front/sitePersonBlacklist/add',
  update: '/front/sitePersonBlacklist/update',
  remove: '/front/sitePersonBlacklist/delete',
  query: '/front/sitePersonBlacklist/query',
  export: '/front/sitePersonBlacklist/exportByProject',
  import: '/front/sitePersonBlacklist/importByProject',
  template: '/front/sitePersonBlacklist/downloadTemplate',
  history: '/front/sitePersonBlacklist/operateLog',
} as const;

export const BLACKLIST_RESOURCE = defineResource({
  name: 'blacklist',
  label: '黑名单',
  idKey: 'blacklistId',
  titleKey: 'personName',
  projectField: 'projectId',
  permission: {
    list: 'cSitePersonManager',
    add: 'cSitePersonManager',
    update: 'cSitePersonManager',
    remove: 'cSitePersonManager',
    export: 'cSitePersonManager',
    import: 'cSitePersonManager',
    reveal: 'frontSitePersonShowIdcard',
  },
  api: BLACKLIST_API,
  taskTypes: { export: 'BLACKLIST_EXPORT', import: 'BLACKLIST_IMPORT' },
  fields: [
    { key: 'personName', label: '姓名', type: 'text', required: true, maxLength: 32, search: 'like' },
    {
      key: 'idcardNumber',
      label: '身份证号',
      type: 'text',
      required: true,
      check: 'idcard',
      search: 'like',
      masked: 'idcard',
      unique: true,
    },
    {
      key: 'eventDescription',
      label: '事件描述',
      type: 'textarea',
      required: true,
      maxLength: 500,
      table: true,
    },
    { key: 'eventTime', label: '事件时间', type: 'datetime', required: true, search: 'dateRange' },
    { key: 'eventPlace', label: '事件地点', type: 'text', required: true, maxLength: 128 },
  ],
});

export interface BlacklistRow {
  blacklistId: string;
  projectId: string;
  personName: string;
  idcardNumber: string;
  eventDescription: string;
  eventTime: string;
  eventPlace: string;
  createTime: string;
}
