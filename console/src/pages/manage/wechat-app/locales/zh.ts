import { WX_MANAGER_RESOURCE } from '@site/shared-schema';
import { fieldLabels } from '../../../../resource/locale-labels';

/** Chinese texts of the wechat app page: the resource's labels from its declaration, the page's own. */
export const wechatAppZh = {
  wxManager: {
    label: WX_MANAGER_RESOURCE.label,
    fields: fieldLabels(WX_MANAGER_RESOURCE),
  },
  wechatApp: {
    bindCode: '小程序绑定码',
    bindCodeName: '管理员绑定码',
    bindHint:
      '项目管理人员使用微信小程序扫描此二维码，登录后即绑定到本项目，可在小程序中接收项目通知和查看项目数据。',
    unbind: '解绑',
    confirmUnbind: '确定解除{{name}}的小程序绑定吗？',
    unbound: '解绑成功',
  },
};
