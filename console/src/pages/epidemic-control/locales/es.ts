import type { Translation } from '../../../app/i18n/locales/types';

type EpidemicTexts = Pick<
  Translation,
  'eppPerson' | 'eppFaceRecord' | 'eppCertRecord' | 'eppQrCodeRecord' | 'epidemic'
>;

const person = {
  personName: 'Nombre',
  idcardNumber: 'N.º de documento',
  companyId: 'Empresa',
  teamId: 'Cuadrilla',
};
const healthCode = { GREEN: 'Verde', YELLOW: 'Amarillo', RED: 'Rojo' };
const nucleicTestResult = { NEGATIVE: 'Negativo', POSITIVE: 'Positivo', NONE: 'Sin registro' };
const nucleic = { nucleicTestTime: 'Prueba PCR el', nucleicTestPointName: 'Punto de prueba' };

export const epidemicEs: EpidemicTexts = {
  eppPerson: {
    label: 'salud del personal del proyecto',
    fields: {
      headPhotoPath: 'Foto del rostro',
      ...person,
      workerTypeName: 'Oficio',
      personTemperature: 'Última temperatura (℃)',
      temperatureTime: 'Medida el',
      healthCode: 'Código sanitario',
      healthCodeTime: 'Código verificado el',
      nucleicTestResult: 'Prueba PCR',
      ...nucleic,
    },
    options: { healthCode, nucleicTestResult },
  },
  eppFaceRecord: {
    label: 'temperatura anómala',
    fields: {
      recordPhotoUrl: 'Foto',
      ...person,
      workerTypeName: 'Oficio',
      personTemperature: 'Temperatura (℃)',
      entryExitType: 'Entrada/salida',
      deviceName: 'Dispositivo',
      ...nucleic,
      recordTime: 'Hora',
    },
    options: { entryExitType: { '1': 'Entrada', '2': 'Salida' } },
  },
  eppCertRecord: {
    label: 'identificación por documento',
    fields: {
      cardPhotoPath: 'Foto del documento',
      sitePhotoPath: 'Foto en obra',
      personName: 'Nombre',
      idcardNumber: 'N.º de documento',
      compareResult: 'Comparación',
      compareScore: 'Puntuación',
      deviceName: 'Dispositivo',
      recordTime: 'Hora',
    },
    options: { compareResult: { '1': 'Coincide', '0': 'No coincide' } },
  },
  eppQrCodeRecord: {
    label: 'identificación por código sanitario',
    fields: {
      photoPath: 'Captura',
      personName: 'Nombre',
      idcardNumber: 'N.º de documento',
      healthCode: 'Código sanitario',
      nucleicTestResult: 'Prueba PCR',
      ...nucleic,
      personTemperature: 'Temperatura (℃)',
      deviceName: 'Dispositivo',
      recordTime: 'Hora',
    },
    options: { healthCode, nucleicTestResult },
  },
  epidemic: { noHealthCode: 'Sin verificar' },
};
