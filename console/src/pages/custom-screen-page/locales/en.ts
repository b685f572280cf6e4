import type { Translation } from '../../../app/i18n/locales/types';

export const screenPageEn: Pick<Translation, 'screenPage'> = {
  screenPage: {
    noScreen: 'No screen was named to play',
    failed: 'The screen could not be loaded',
    retry: 'Retry',
    play: 'Play in the console',
  },
};
