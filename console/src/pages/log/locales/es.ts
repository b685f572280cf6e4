import type { Translation } from '../../../app/i18n/locales/types';

export const logEs: Pick<Translation, 'operateLog' | 'fcComparerLog'> = {
  fcComparerLog: {
    label: 'registro de comparación',
    fields: {
      photoPath: 'Captura',
      registerPhotoPath: 'Foto registrada',
      personName: 'Persona coincidente',
      deviceName: 'Dispositivo',
      score: 'Similitud (%)',
      threshold: 'Umbral (%)',
      compareResult: 'Resultado',
      recordTime: 'Comparado el',
    },
    options: { compareResult: { '1': 'Coincide', '0': 'Sin coincidencia' } },
  },
  operateLog: {
    fields: {
      createTime: 'Fecha',
      userName: 'Usuario',
      operateType: 'Operación',
      module: 'Módulo',
      targetName: 'Registro',
      changes: 'Cambios',
    },
    modules: {
      customScreen: 'Pantalla personalizada',
      screenConfig: 'Ajustes de la pantalla de datos',
      project: 'Proyecto',
      ledProgram: 'Programa LED',
      attendanceRule: 'Regla de asistencia',
      companyAgreement: 'Parámetros de acuerdo de la empresa',
      specialWorkerType: 'Oficios especiales',
      projectCompany: 'Empresas participantes',
      agreement: 'Acuerdos empresa-gobierno',
    },
    stateFields: {
      programName: 'Nombre del programa',
      screenIds: 'Pantallas',
      sends: 'Resultados del envío',
      screenName: 'Nombre',
      published: 'Publicada',
      draftChanged: 'Cambios sin publicar',
      publishTime: 'Publicada el',
      remark: 'Observación',
      projectName: 'Nombre del proyecto',
    },
    export: 'Exportar',
    empty: 'No hay operaciones registradas',
    noChanges: 'Ningún campo cambió',
  },
};
