import type { Translation } from '../../../app/i18n/locales/types';

type VehicleTexts = Pick<Translation, 'lprWhiteList' | 'vehicle'>;

export const vehicleEn: VehicleTexts = {
  lprWhiteList: {
    label: 'whitelisted vehicle',
    fields: {
      licensePlate: 'Licence plate',
      wtype: 'Whitelist type',
      color: 'Plate colour',
      carType: 'Vehicle type',
      mcName: 'Fleet',
      effectTime: 'Valid from',
      expirationTime: 'Valid until',
      equipmentName: 'Gate devices',
      status: 'Status',
      remark: 'Remarks',
    },
    options: {
      wtype: { 1: 'Long-term', 2: 'Temporary' },
      color: { 1: 'Blue', 2: 'Yellow', 3: 'Green', 4: 'White', 5: 'Black' },
      carType: { 0: 'Other', 1: 'Car', 2: 'Pickup', 3: 'Lorry', 4: 'Truck', 5: 'Mixer', 6: 'Dump truck' },
      status: { 1: 'Enabled', 0: 'Disabled' },
    },
  },
  vehicle: {
    expiryBeforeEffect: 'The end must come after the start',
    expiry: { expired: 'Expired', expiring: 'Expiring soon', valid: 'Valid' },
    rule: {
      open: 'Whitelist rule',
      title: 'Whitelist rule',
      strangerPass: 'Let unlisted vehicles through',
      strangerPassHint: 'When on, the barrier also opens for unregistered vehicles, recorded as strangers',
      expireRemindDays: 'Expiry reminder (days)',
      expireRemindDaysHint: 'Entries ending within this many days are marked as expiring soon',
      expireRemindDaysRequired: 'Enter the reminder days',
    },
  },
};
