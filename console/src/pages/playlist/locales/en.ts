import type { Translation } from '../../../app/i18n/locales/types';

/** The texts of the playlists page each language gives. */
export type PlaylistTexts = Pick<Translation, 'playlist' | 'playlistPage'>;

export const playlistEn: PlaylistTexts = {
  playlist: {
    label: 'playlist',
    fields: {
      playlistName: 'Playlist name',
      items: 'Play order',
      screenNames: 'Screens',
      roundSeconds: 'One round (s)',
    },
  },
  playlistPage: {
    help: 'A display given a playlist plays its published screens in order, round and round, each for its seconds; unpublished screens are skipped.',
    empty: 'No screens yet',
    screen: 'Choose a screen',
    unpublished: '{{name}} (not published)',
    seconds: 's',
    up: 'Move up',
    down: 'Move down',
    remove: 'Remove',
    add: 'Add a screen',
    problems: {
      format: 'The play order is not valid',
      empty: 'Choose at least one screen',
      tooMany: 'At most {{limit}} screens',
      seconds: 'Each screen stays {{min}} to {{max}} seconds',
      screen: 'Choose a screen on every row',
    },
  },
};
