import type { Translation } from '../../../app/i18n/locales/types';

export const monitorEs: Pick<Translation, 'monitorDevice' | 'monitor'> = {
  monitorDevice: {
    label: 'dispositivo de vídeo',
    fields: {
      deviceName: 'Nombre del dispositivo',
      deviceType: 'Tipo de dispositivo',
      deviceStatus: 'Estado',
      channelCount: 'Canales',
    },
    options: {
      deviceType: { IPC: 'Cámara de red', NVR: 'Grabador de vídeo' },
      deviceStatus: { 1: 'En línea', 0: 'Desconectado' },
    },
  },
  monitor: {
    wall: {
      title: 'Vista en directo',
      reset: 'Mostrar las cámaras del proyecto',
      hint: 'Haga clic en una imagen para abrir la consola de la cámara',
    },
    channel: {
      manage: 'Canales',
      title: 'Canales de {{name}}',
      add: 'Añadir canal',
      rename: 'Renombrar',
      remove: 'Eliminar',
      play: 'Reproducir',
      playAll: 'Reproducir todos',
      channelId: 'N.º de canal',
      channelName: 'Nombre del canal',
      actions: 'Acciones',
      empty: 'Sin canales',
      saved: 'Guardado',
      removed: 'Eliminado',
      confirmRemove: '¿Eliminar el canal {{name}}?',
      nameRequired: 'Introduzca el nombre del canal',
      nameTooLong: 'El nombre del canal tiene como máximo {{max}} caracteres',
    },
  },
};
