import type { Translation } from '../../../../app/i18n/locales/types';

export const districtEn: Pick<Translation, 'area' | 'districtPage'> = {
  area: {
    label: 'area',
    fields: {
      areaName: 'Area name',
      sort: 'Order',
      teamCount: 'Teams',
      personCount: 'On the job',
      deviceCount: 'Devices',
    },
  },
  districtPage: {
    title: 'Area: {{name}}',
    objects: 'Area objects',
    faceDevices: 'Face devices',
    teams: 'Teams',
    devices: 'Face devices',
    companies: 'Companies (from the teams)',
    chooseTeams: 'Choose the teams working in this area',
    chooseDevices: 'Choose the face devices installed in this area',
    nowIn: 'now in {{area}}',
    noCompanies: 'No teams yet: companies follow their teams',
    noDevices: 'No face devices in this area',
    moveHint:
      'Teams or devices of another area move here when saved; those taken out belong to no area afterwards.',
    save: 'Save',
  },
};
