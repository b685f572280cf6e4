import type { Translation } from '../../../app/i18n/locales/types';

export const screenPageEs: Pick<Translation, 'screenPage'> = {
  screenPage: {
    noScreen: 'No se indicó qué pantalla reproducir',
    failed: 'No se pudo cargar la pantalla',
    retry: 'Reintentar',
    play: 'Reproducir en la consola',
  },
};
