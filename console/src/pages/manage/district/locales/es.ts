import type { Translation } from '../../../../app/i18n/locales/types';

export const districtEs: Pick<Translation, 'area' | 'districtPage'> = {
  area: {
    label: 'zona',
    fields: {
      areaName: 'Nombre de la zona',
      sort: 'Orden',
      teamCount: 'Cuadrillas',
      personCount: 'En activo',
      deviceCount: 'Dispositivos',
    },
  },
  districtPage: {
    title: 'Zona: {{name}}',
    objects: 'Objetos de la zona',
    faceDevices: 'Dispositivos faciales',
    teams: 'Cuadrillas',
    devices: 'Dispositivos faciales',
    companies: 'Empresas (según las cuadrillas)',
    chooseTeams: 'Elija las cuadrillas que trabajan en esta zona',
    chooseDevices: 'Elija los dispositivos faciales instalados en esta zona',
    nowIn: 'ahora en {{area}}',
    noCompanies: 'Sin cuadrillas: las empresas siguen a sus cuadrillas',
    noDevices: 'No hay dispositivos faciales en esta zona',
    moveHint:
      'Las cuadrillas o dispositivos de otra zona pasan a esta al guardar; los retirados quedan sin zona.',
    save: 'Guardar',
  },
};
