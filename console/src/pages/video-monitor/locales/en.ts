import type { Translation } from '../../../app/i18n/locales/types';

export const monitorEn: Pick<Translation, 'monitorDevice' | 'monitor'> = {
  monitorDevice: {
    label: 'video device',
    fields: {
      deviceName: 'Device name',
      deviceType: 'Device type',
      deviceStatus: 'Status',
      channelCount: 'Channels',
    },
    options: {
      deviceType: { IPC: 'Network camera', NVR: 'Video recorder' },
      deviceStatus: { 1: 'Online', 0: 'Offline' },
    },
  },
  monitor: {
    wall: {
      title: 'Live view',
      reset: 'Show the project cameras',
      hint: 'Click a picture to open the camera console',
    },
    channel: {
      manage: 'Channels',
      title: 'Channels of {{name}}',
      add: 'Add channel',
      rename: 'Rename',
      remove: 'Delete',
      play: 'Play',
      playAll: 'Play all',
      channelId: 'Channel no.',
      channelName: 'Channel name',
      actions: 'Actions',
      empty: 'No channels',
      saved: 'Saved',
      removed: 'Deleted',
      confirmRemove: 'Delete channel {{name}}?',
      nameRequired: 'Enter the channel name',
      nameTooLong: 'The channel name has at most {{max}} characters',
    },
  },
};
