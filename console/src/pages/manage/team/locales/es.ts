import type { Translation } from '../../../../app/i18n/locales/types';

export const teamEs: Pick<Translation, 'team' | 'teamPage'> = {
  team: {
    label: 'cuadrilla',
    fields: {
      teamName: 'Nombre de la cuadrilla',
      companyId: 'Empresa',
      areaId: 'Zona',
      leaderName: 'Jefe de cuadrilla',
      leaderPhone: 'Teléfono del jefe',
      personCount: 'En activo',
      remark: 'Observaciones',
    },
  },
  teamPage: {
    people: 'Personas (en activo / registradas)',
    peopleDetail: '{{workers}} obreros · {{managers}} gestores',
  },
};
