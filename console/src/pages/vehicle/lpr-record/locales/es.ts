import type { Translation } from '../../../../app/i18n/locales/types';

type LprRecordTexts = Pick<
  Translation,
  'lprAccessRecord' | 'lprThroughRecord' | 'lprStrangeRecord' | 'lprThroughStatistics' | 'lprRecord'
>;

const plateColor = { 1: 'Azul', 2: 'Amarillo', 3: 'Verde', 4: 'Blanco', 5: 'Negro' };
const vehicleType = {
  0: 'Otro',
  1: 'Turismo',
  2: 'Camioneta',
  3: 'Camión ligero',
  4: 'Camión',
  5: 'Hormigonera',
  6: 'Volquete',
};
const direction = { 1: 'Entrada', 2: 'Salida' };
const passage = {
  photoUrl: 'Foto',
  licensePlate: 'Matrícula',
  plateColor: 'Color de matrícula',
  vehicleType: 'Tipo de vehículo',
};
const seen = {
  direction: 'Sentido',
  deviceName: 'Cámara',
  recognitionTime: 'Reconocido a las',
};

export const lprRecordEs: LprRecordTexts = {
  lprAccessRecord: {
    label: 'registro de acceso de vehículo',
    fields: { ...passage, mcName: 'Flota', ...seen },
    options: { plateColor, vehicleType, direction },
  },
  lprThroughRecord: {
    label: 'registro de paso de vehículo',
    fields: {
      ...passage,
      mcName: 'Flota',
      inTime: 'Entrada',
      inDeviceName: 'Cámara de entrada',
      outTime: 'Salida',
      outDeviceName: 'Cámara de salida',
      stayMinutes: 'Estancia (minutos)',
    },
    options: { plateColor, vehicleType },
  },
  lprStrangeRecord: {
    label: 'registro de vehículo desconocido',
    fields: { ...passage, ...seen },
    options: { plateColor, vehicleType, direction },
  },
  lprThroughStatistics: {
    label: 'estadística de paso de vehículos',
    fields: {
      statDate: 'Fecha',
      plateColor: 'Color de matrícula',
      inCount: 'Entradas',
      outCount: 'Salidas',
      totalCount: 'Pasos',
      vehicleCount: 'Vehículos',
    },
    options: { plateColor },
  },
  lprRecord: {
    tabs: {
      statistics: 'Estadísticas de paso',
      access: 'Registros de acceso',
      through: 'Registros de paso',
      stranger: 'Vehículos desconocidos',
    },
    chart: { in: 'Entradas', out: 'Salidas' },
  },
};
