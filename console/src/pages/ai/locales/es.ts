import type { AiTexts } from './en';

const deviceStatus = { 1: 'En línea', 0: 'Desconectado' };
const direction = { 1: 'Entrada', 2: 'Salida' };

export const aiEs: AiTexts = {
  aiBox: {
    label: 'caja IA',
    fields: {
      boxName: 'Nombre de la caja',
      serialNo: 'Número de serie',
      ipAddress: 'Dirección IP',
      deviceStatus: 'Estado',
      cameraCount: 'Cámaras vinculadas',
    },
    options: { deviceStatus },
  },
  aiBoxAlarm: {
    label: 'alarma IA',
    fields: {
      boxName: 'Nombre de la caja',
      deviceName: 'Cámara',
      alarmType: 'Tipo de alarma',
      snapshotPath: 'Captura',
      alarmTime: 'Hora de la alarma',
    },
    options: {
      alarmType: {
        helmet: 'Sin casco',
        vest: 'Sin chaleco reflectante',
        smoke: 'Fumando',
        intrusion: 'Intrusión en zona',
        fire: 'Humo o fuego',
      },
    },
  },
  aiCamera: {
    label: 'cámara IA',
    fields: {
      cameraName: 'Nombre de la cámara',
      serialNo: 'Número de serie',
      ipAddress: 'Dirección IP',
      deviceStatus: 'Estado',
      syncStatus: 'Sincronización de rostros',
      syncDone: 'Rostros sincronizados',
      syncTotal: 'Rostros a sincronizar',
      syncTime: 'Sincronización terminada',
    },
    options: { deviceStatus, syncStatus: { 0: 'Sin sincronizar', 1: 'Sincronizando', 2: 'Sincronizada' } },
  },
  aiCameraPersonRecord: {
    label: 'reconocimiento IA',
    fields: {
      personName: 'Nombre',
      cameraName: 'Cámara',
      direction: 'Sentido',
      photoPath: 'Captura',
      recordTime: 'Reconocido el',
    },
    options: { direction },
  },
  aiCameraStranger: {
    label: 'registro de desconocido IA',
    fields: { cameraName: 'Cámara', direction: 'Sentido', photoPath: 'Captura', recordTime: 'Reconocido el' },
    options: { direction },
  },
  aiCameraHourRecord: {
    label: 'registro por hora IA',
    fields: {
      cameraName: 'Cámara',
      recordHour: 'Hora',
      inCount: 'Entradas',
      outCount: 'Salidas',
      strangerCount: 'Desconocidos',
    },
  },
  aiCameraOutIn: {
    label: 'registro de entradas y salidas IA',
    fields: {
      personName: 'Nombre',
      recordDate: 'Fecha',
      firstIn: 'Primera entrada',
      lastOut: 'Última salida',
      passCount: 'Pasos',
    },
  },
  ai: {
    tabs: {
      boxes: 'Cajas IA',
      alarms: 'Alarmas',
      cameras: 'Cámaras IA',
      person: 'Reconocimientos',
      stranger: 'Desconocidos',
      hour: 'Registros por hora',
      outIn: 'Entradas y salidas',
    },
    bind: {
      open: 'Vincular cámaras',
      title: 'Cámaras de {{name}}',
      saved: 'Vinculación guardada',
      camera: 'Cámara',
      status: 'Estado',
      box: 'Caja',
      elsewhere: 'En {{name}}; márquela para pasarla a esta caja',
    },
    live: { open: 'En directo', title: '{{name}} en directo' },
    sync: { start: 'Sincronizar rostros', started: 'Sincronización de rostros con {{name}} iniciada' },
    traffic: {
      byHour: 'Por hora',
      byDay: 'Por día',
      hourTitle: 'Flujo de personas por hora',
      dayTitle: 'Flujo de personas por día',
      in: 'Entradas',
      out: 'Salidas',
      stranger: 'Desconocidos',
      hour: 'Hora',
      day: 'Fecha',
      total: 'Total',
    },
  },
};
