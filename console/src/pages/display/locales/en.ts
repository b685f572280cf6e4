import type { Translation } from '../../../app/i18n/locales/types';

/** The texts of the displays page each language gives. */
export type DisplayTexts = Pick<Translation, 'display' | 'displayPage'>;

export const displayEn: DisplayTexts = {
  display: {
    label: 'display',
    fields: {
      pairCode: 'Pairing code',
      displayName: 'Display name',
      screenId: 'Screen to play',
      playlistId: 'Playlist to play',
      scaleMode: 'Scaling',
      online: 'Status',
      lastSeenTime: 'Last seen',
      playingName: 'Now playing',
      resolution: 'Resolution',
      playerVersion: 'Player version',
      heapMb: 'Memory (MB)',
      errorCount: 'Errors',
    },
    options: {
      scaleMode: { fit: 'Fit, keeping the ratio', stretch: 'Stretch to fill', width: 'Fill the width' },
      online: { 1: 'Online', 0: 'Offline' },
    },
  },
  displayPage: {
    help: 'Open {{url}} on the display, without parameters, and it shows a pairing code; click "{{add}}" and type the code to register the display.',
    commands: { reload: 'Reload', identify: 'Identify' },
    sent: {
      reload: '"{{name}}" was told to reload',
      identify: '"{{name}}" was told to show its name',
    },
  },
};
