import type { Translation } from '../../../app/i18n/locales/types';

export const dashboardEn: Pick<Translation, 'deviceKind'> = {
  deviceKind: {
    verify: 'Face recognition',
    monitor: 'Video cameras',
    ycjz: 'Dust and noise',
    crane: 'Tower cranes',
    elevator: 'Lifts',
    aep: 'Distribution boxes',
    lpr: 'Plate recognition',
  },
};
