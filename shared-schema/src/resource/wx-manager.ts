import { defineResource } from './types';

/**
 * The managers bound to the project in the wechat app (seed 000 §2 wechat-app, 001 §7 wx/manager). They
 * bind themselves in the app by scanning the user-project code; the console lists and unbinds them.
 */
export const WX_MANAGER_API = {
  page: '/front/wx/manager/queryBindManagerPage',
  /** { projectId, bindId }: one manager at a time, a call of its own (the block's remove takes lists). */
  unbind: '/front/wx/manager/unBindManager',
} as const;

export const WX_MANAGER_RESOURCE = defineResource({
  name: 'wxManager',
  label: '小程序绑定管理员',
  idKey: 'bindId',
  titleKey: 'managerName',
  projectField: 'projectId',
  permission: { list: 'cSiteAreaManager', reveal: 'frontSitePersonShowIdcard' },
  api: { page: WX_MANAGER_API.page },
  fields: [
    { key: 'managerName', label: '姓名', type: 'text', search: 'like', form: false },
    { key: 'managerPhone', label: '手机号码', type: 'text', search: 'like', masked: 'phone', form: false },
    { key: 'wxNickName', label: '微信昵称', type: 'text', search: 'like', form: false },
    { key: 'bindTime', label: '绑定时间', type: 'datetime', search: 'dateRange', form: false },
  ],
});
