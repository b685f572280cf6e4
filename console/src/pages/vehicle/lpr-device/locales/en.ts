import type { Translation } from '../../../../app/i18n/locales/types';

export const lprDeviceEn: Pick<Translation, 'lprDevice' | 'lprDevicePage'> = {
  lprDevice: {
    label: 'plate camera',
    fields: {
      deviceName: 'Device name',
      deviceSn: 'Serial number',
      direction: 'Direction',
      ip: 'IP address',
      deviceStatus: 'Status',
      lastOnlineTime: 'Last online',
    },
    options: {
      direction: { 1: 'Entrance', 2: 'Exit' },
      deviceStatus: { 1: 'Online', 0: 'Offline' },
    },
  },
  lprDevicePage: {
    never: 'Never connected',
    actions: {
      menu: 'Device actions',
      connection: 'Connect',
      refreshStatus: 'Refresh status',
      restart: 'Restart',
      cutOff: 'Disconnect',
      video: 'Live video',
      password: 'Change password',
    },
    confirm: {
      restart: 'Restart “{{name}}”? It is offline and reads no plates while it starts.',
      cutOff: 'Disconnect “{{name}}”? It goes offline and reads no plates until it is connected again.',
    },
    sending: 'Waiting for “{{name}}” to answer…',
    done: {
      connection: '“{{name}}” is connected and online',
      refreshStatus: '“{{name}}” is online, last seen {{time}}',
      restart: '“{{name}}” restarted and is back online',
      cutOff: '“{{name}}” is disconnected',
      password: 'The password of “{{name}}” was changed',
    },
    video: {
      title: 'Live video - {{name}}',
      loading: 'Getting the video address…',
      failed: 'The video stopped; close and try again',
    },
    password: {
      title: 'Change device password - {{name}}',
      oldPassword: 'Current password',
      newPassword: 'New password',
      confirmPassword: 'Confirm new password',
      hint: '8 to 16 characters with both letters and digits',
      send: 'Send to device',
      problems: {
        oldRequired: 'Enter the current password',
        newRequired: 'Enter the new password',
        rule: 'The password must be 8 to 16 characters with both letters and digits',
        same: 'The new password must differ from the current one',
        confirmRequired: 'Enter the new password again',
        mismatch: 'The two passwords do not match',
      },
    },
  },
};
