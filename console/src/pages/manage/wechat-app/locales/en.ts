import type { Translation } from '../../../../app/i18n/locales/types';

export const wechatAppEn: Pick<Translation, 'wxManager' | 'wechatApp'> = {
  wxManager: {
    label: 'bound manager',
    fields: {
      managerName: 'Name',
      managerPhone: 'Mobile',
      wxNickName: 'WeChat nickname',
      bindTime: 'Bound at',
    },
  },
  wechatApp: {
    bindCode: 'Mini-program binding code',
    bindCodeName: 'Manager binding code',
    bindHint:
      'Project managers scan this code with the WeChat mini program; once signed in they are bound to this project and receive its notices and data in the app.',
    unbind: 'Unbind',
    confirmUnbind: 'Unbind {{name}} from the mini program?',
    unbound: 'Unbound',
  },
};
