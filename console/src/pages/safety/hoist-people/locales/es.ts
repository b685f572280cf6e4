import type { Translation } from '../../../../app/i18n/locales/types';

/** The fields every cab face device has, whichever crane or lift it is bound to. */
const cabDevice = {
  deviceName: 'Nombre del dispositivo',
  deviceSn: 'Número de serie',
  deviceStatus: 'Estado',
  lastOnlineTime: 'Última conexión',
  syncedCount: 'Sincronizados',
  pendingCount: 'Pendientes',
  failedCount: 'Fallidos',
  model: 'Modelo',
  ip: 'Dirección IP',
  firmwareVersion: 'Firmware',
};

/** The fields every driver has, whichever kind he drives. */
const driver = {
  personId: 'Persona',
  personName: 'Nombre',
  idcardNumber: 'Número de identidad',
  certificateNo: 'N.º de permiso de trabajo especial',
  certificateStartDate: 'Fecha de emisión',
  certificateEndDate: 'Válido hasta',
  expiryStatus: 'Estado del certificado',
};

const deviceStatus = { 1: 'En línea', 0: 'Sin conexión' };
const expiryStatus = { EXPIRED: 'Vencido', EXPIRING: 'Por vencer', VALID: 'Vigente' };

export const hoistPeopleEs: Pick<
  Translation,
  | 'hoistPeople'
  | 'craneFaceDevice'
  | 'liftFaceDevice'
  | 'craneDriver'
  | 'liftDriver'
  | 'craneWork'
  | 'liftWork'
> = {
  hoistPeople: {
    endBeforeStart: 'El certificado debe vencer después de su fecha de emisión',
    drivers: 'Operadores',
    noDriver: 'Sin operador asignado',
  },
  craneFaceDevice: {
    label: 'dispositivo facial de cabina de grúa',
    fields: { ...cabDevice, craneDeviceId: 'Grúa vinculada', craneName: 'Grúa' },
    options: { deviceStatus },
  },
  liftFaceDevice: {
    label: 'dispositivo facial de cabina de montacargas',
    fields: { ...cabDevice, elevatorDeviceId: 'Montacargas vinculado', elevatorName: 'Montacargas' },
    options: { deviceStatus },
  },
  craneDriver: {
    label: 'operador de grúa',
    fields: { ...driver, craneDeviceId: 'Grúa que opera', craneName: 'Grúa' },
    options: { expiryStatus },
  },
  liftDriver: {
    label: 'operador de montacargas',
    fields: { ...driver, elevatorDeviceId: 'Montacargas que opera', elevatorName: 'Montacargas' },
    options: { expiryStatus },
  },
  craneWork: {
    label: 'ciclos de trabajo de grúas',
    fields: {
      deviceName: 'Grúa',
      personName: 'Operador',
      startTime: 'Inicio',
      endTime: 'Fin',
      startRange: 'Radio de izado (m)',
      endRange: 'Radio de descarga (m)',
      maxWeight: 'Carga máxima (t)',
      maxMoment: 'Momento máximo (%)',
      maxHeight: 'Altura máxima (m)',
    },
  },
  liftWork: {
    label: 'ciclos de trabajo de montacargas',
    fields: {
      deviceName: 'Montacargas',
      personName: 'Operador',
      startTime: 'Inicio',
      endTime: 'Fin',
      startFloor: 'Planta de salida',
      endFloor: 'Planta de llegada',
      maxWeight: 'Carga máxima (t)',
      maxPeople: 'Máximo de pasajeros',
      maxHeight: 'Altura máxima (m)',
    },
  },
};
