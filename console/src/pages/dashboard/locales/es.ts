import type { Translation } from '../../../app/i18n/locales/types';

export const dashboardEs: Pick<Translation, 'deviceKind'> = {
  deviceKind: {
    verify: 'Reconocimiento facial',
    monitor: 'Videovigilancia',
    ycjz: 'Polvo y ruido',
    crane: 'Grúas torre',
    elevator: 'Montacargas',
    aep: 'Cuadros eléctricos',
    lpr: 'Lectura de matrículas',
  },
};
