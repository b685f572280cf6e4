import type { Translation } from '../../../../app/i18n/locales/types';

type IdentifyRecordTexts = Pick<
  Translation,
  | 'personRecord'
  | 'certRecord'
  | 'outInRecord'
  | 'outInHorizontal'
  | 'detailRecord'
  | 'strangerRecord'
  | 'temporaryRecord'
  | 'identifyRecord'
>;

const entryExitType = { '1': 'Entrada', '2': 'Salida' };
const person = {
  personName: 'Nombre',
  idcardNumber: 'Número de DNI',
  companyId: 'Empresa',
  teamId: 'Cuadrilla',
};

export const identifyRecordEs: IdentifyRecordTexts = {
  personRecord: {
    label: 'registro de identificación',
    fields: {
      recordPhotoUrl: 'Foto',
      personId: 'Persona',
      ...person,
      workerTypeName: 'Oficio',
      deviceId: 'Dispositivo',
      deviceName: 'Dispositivo',
      areaName: 'Zona',
      entryExitType: 'Entrada/salida',
      recordTime: 'Hora',
      personTemperature: 'Temperatura (℃)',
    },
    options: { entryExitType },
  },
  certRecord: {
    label: 'registro de DNI',
    fields: {
      cardPhotoPath: 'Foto del documento',
      sitePhotoPath: 'Foto en obra',
      personName: 'Nombre',
      idcardNumber: 'Número de DNI',
      compareResult: 'Comparación',
      compareScore: 'Puntuación',
      deviceName: 'Dispositivo',
      recordTime: 'Hora',
    },
    options: { compareResult: { '1': 'Coincide', '0': 'No coincide' } },
  },
  outInRecord: {
    label: 'registro de entrada y salida',
    fields: {
      ...person,
      inTime: 'Entrada',
      inDeviceName: 'Dispositivo de entrada',
      outTime: 'Salida',
      outDeviceName: 'Dispositivo de salida',
      durationMinutes: 'En obra (minutos)',
    },
  },
  outInHorizontal: {
    label: 'entradas y salidas por día',
    fields: {
      ...person,
      recordDate: 'Fecha',
      firstInTime: 'Primera entrada',
      lastOutTime: 'Última salida',
      passCount: 'Pasos',
      workHours: 'En obra (horas)',
    },
  },
  detailRecord: {
    label: 'reconocimiento',
    fields: {
      photoPath: 'Captura',
      personName: 'Nombre',
      idcardNumber: 'Número de DNI',
      verifyResult: 'Resultado',
      refuseReason: 'Motivo del rechazo',
      score: 'Puntuación',
      personTemperature: 'Temperatura (℃)',
      deviceName: 'Dispositivo',
      recordTime: 'Hora',
    },
    options: { verifyResult: { '1': 'Reconocido', '0': 'Rechazado' } },
  },
  strangerRecord: {
    label: 'registro de desconocido',
    fields: {
      photoPath: 'Captura',
      deviceName: 'Dispositivo',
      areaName: 'Zona',
      personTemperature: 'Temperatura (℃)',
      recordTime: 'Hora',
    },
  },
  temporaryRecord: {
    label: 'paso de visitante',
    fields: {
      photoPath: 'Captura',
      personName: 'Nombre',
      idcardNumber: 'Número de DNI',
      visitorCompany: 'Entidad visitante',
      deviceName: 'Dispositivo',
      entryExitType: 'Entrada/salida',
      recordTime: 'Hora',
      personTemperature: 'Temperatura (℃)',
    },
    options: { entryExitType },
  },
  identifyRecord: {
    tabs: {
      person: 'Registros de identificación',
      cert: 'Registros de DNI',
      outIn: 'Entradas y salidas',
      detail: 'Reconocimientos',
      stranger: 'Desconocidos',
      temporary: 'Pasos de visitantes',
    },
    byRecord: 'Entrada y salida emparejadas',
    byDay: 'Por persona y día',
    newMark: 'Nuevo',
  },
};
