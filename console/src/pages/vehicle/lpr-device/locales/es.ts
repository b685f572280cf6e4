import type { Translation } from '../../../../app/i18n/locales/types';

export const lprDeviceEs: Pick<Translation, 'lprDevice' | 'lprDevicePage'> = {
  lprDevice: {
    label: 'lector de matrículas',
    fields: {
      deviceName: 'Nombre del dispositivo',
      deviceSn: 'Número de serie',
      direction: 'Sentido',
      ip: 'Dirección IP',
      deviceStatus: 'Estado',
      lastOnlineTime: 'Última conexión',
    },
    options: {
      direction: { 1: 'Entrada', 2: 'Salida' },
      deviceStatus: { 1: 'En línea', 0: 'Desconectado' },
    },
  },
  lprDevicePage: {
    never: 'Nunca conectado',
    actions: {
      menu: 'Acciones',
      connection: 'Conectar',
      refreshStatus: 'Actualizar estado',
      restart: 'Reiniciar',
      cutOff: 'Desconectar',
      video: 'Vídeo en directo',
      password: 'Cambiar contraseña',
    },
    confirm: {
      restart: '¿Reiniciar «{{name}}»? Mientras arranca está desconectado y no lee matrículas.',
      cutOff: '¿Desconectar «{{name}}»? Queda desconectado y no lee matrículas hasta volver a conectarlo.',
    },
    sending: 'Esperando la respuesta de «{{name}}»…',
    done: {
      connection: '«{{name}}» está conectado y en línea',
      refreshStatus: '«{{name}}» está en línea, visto por última vez {{time}}',
      restart: '«{{name}}» se reinició y vuelve a estar en línea',
      cutOff: '«{{name}}» está desconectado',
      password: 'Se cambió la contraseña de «{{name}}»',
    },
    video: {
      title: 'Vídeo en directo - {{name}}',
      loading: 'Obteniendo la dirección del vídeo…',
      failed: 'El vídeo se detuvo; cierre y vuelva a intentarlo',
    },
    password: {
      title: 'Cambiar la contraseña del dispositivo - {{name}}',
      oldPassword: 'Contraseña actual',
      newPassword: 'Contraseña nueva',
      confirmPassword: 'Confirmar contraseña nueva',
      hint: 'De 8 a 16 caracteres con letras y números',
      send: 'Enviar al dispositivo',
      problems: {
        oldRequired: 'Introduzca la contraseña actual',
        newRequired: 'Introduzca la contraseña nueva',
        rule: 'La contraseña debe tener de 8 a 16 caracteres con letras y números',
        same: 'La contraseña nueva debe ser distinta de la actual',
        confirmRequired: 'Vuelva a introducir la contraseña nueva',
        mismatch: 'Las dos contraseñas no coinciden',
      },
    },
  },
};
