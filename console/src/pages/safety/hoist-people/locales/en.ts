import type { Translation } from '../../../../app/i18n/locales/types';

/** The fields every cab face device has, whichever crane or lift it is bound to. */
const cabDevice = {
  deviceName: 'Device name',
  deviceSn: 'Serial number',
  deviceStatus: 'Status',
  lastOnlineTime: 'Last seen',
  syncedCount: 'Synced',
  pendingCount: 'Pending',
  failedCount: 'Failed',
  model: 'Model',
  ip: 'IP address',
  firmwareVersion: 'Firmware',
};

/** The fields every driver has, whichever kind he drives. */
const driver = {
  personId: 'Person',
  personName: 'Name',
  idcardNumber: 'ID number',
  certificateNo: 'Special work permit no.',
  certificateStartDate: 'Issued on',
  certificateEndDate: 'Valid until',
  expiryStatus: 'Certificate status',
};

const deviceStatus = { 1: 'Online', 0: 'Offline' };
const expiryStatus = { EXPIRED: 'Expired', EXPIRING: 'Expiring soon', VALID: 'Valid' };

export const hoistPeopleEn: Pick<
  Translation,
  | 'hoistPeople'
  | 'craneFaceDevice'
  | 'liftFaceDevice'
  | 'craneDriver'
  | 'liftDriver'
  | 'craneWork'
  | 'liftWork'
> = {
  hoistPeople: {
    endBeforeStart: 'The certificate must end after its issue date',
    drivers: 'Drivers',
    noDriver: 'No driver assigned',
  },
  craneFaceDevice: {
    label: 'crane cab face device',
    fields: { ...cabDevice, craneDeviceId: 'Bound crane', craneName: 'Crane' },
    options: { deviceStatus },
  },
  liftFaceDevice: {
    label: 'lift cage face device',
    fields: { ...cabDevice, elevatorDeviceId: 'Bound lift', elevatorName: 'Lift' },
    options: { deviceStatus },
  },
  craneDriver: {
    label: 'crane driver',
    fields: { ...driver, craneDeviceId: 'Crane driven', craneName: 'Crane' },
    options: { expiryStatus },
  },
  liftDriver: {
    label: 'lift driver',
    fields: { ...driver, elevatorDeviceId: 'Lift driven', elevatorName: 'Lift' },
    options: { expiryStatus },
  },
  craneWork: {
    label: 'crane work cycles',
    fields: {
      deviceName: 'Crane',
      personName: 'Driver',
      startTime: 'Started',
      endTime: 'Ended',
      startRange: 'Pick-up radius (m)',
      endRange: 'Set-down radius (m)',
      maxWeight: 'Max load (t)',
      maxMoment: 'Max moment (%)',
      maxHeight: 'Max height (m)',
    },
  },
  liftWork: {
    label: 'lift work cycles',
    fields: {
      deviceName: 'Lift',
      personName: 'Driver',
      startTime: 'Started',
      endTime: 'Ended',
      startFloor: 'From floor',
      endFloor: 'To floor',
      maxWeight: 'Max load (t)',
      maxPeople: 'Max riders',
      maxHeight: 'Max height (m)',
    },
  },
};
