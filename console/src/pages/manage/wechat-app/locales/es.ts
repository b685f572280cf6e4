import type { Translation } from '../../../../app/i18n/locales/types';

export const wechatAppEs: Pick<Translation, 'wxManager' | 'wechatApp'> = {
  wxManager: {
    label: 'responsable vinculado',
    fields: {
      managerName: 'Nombre',
      managerPhone: 'Móvil',
      wxNickName: 'Apodo de WeChat',
      bindTime: 'Vinculado el',
    },
  },
  wechatApp: {
    bindCode: 'Código de vinculación del miniprograma',
    bindCodeName: 'Código de vinculación de responsables',
    bindHint:
      'Los responsables del proyecto escanean este código con el miniprograma de WeChat; al iniciar sesión quedan vinculados a este proyecto y reciben sus avisos y datos en la app.',
    unbind: 'Desvincular',
    confirmUnbind: '¿Desvincular a {{name}} del miniprograma?',
    unbound: 'Desvinculado',
  },
};
