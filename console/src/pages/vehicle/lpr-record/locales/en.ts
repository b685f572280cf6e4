import type { Translation } from '../../../../app/i18n/locales/types';

type LprRecordTexts = Pick<
  Translation,
  'lprAccessRecord' | 'lprThroughRecord' | 'lprStrangeRecord' | 'lprThroughStatistics' | 'lprRecord'
>;

const plateColor = { 1: 'Blue', 2: 'Yellow', 3: 'Green', 4: 'White', 5: 'Black' };
const vehicleType = {
  0: 'Other',
  1: 'Car',
  2: 'Pickup',
  3: 'Lorry',
  4: 'Truck',
  5: 'Mixer',
  6: 'Dump truck',
};
const direction = { 1: 'In', 2: 'Out' };
const passage = {
  photoUrl: 'Photo',
  licensePlate: 'Licence plate',
  plateColor: 'Plate colour',
  vehicleType: 'Vehicle type',
};
const seen = {
  direction: 'Direction',
  deviceName: 'Camera',
  recognitionTime: 'Recognised at',
};

export const lprRecordEn: LprRecordTexts = {
  lprAccessRecord: {
    label: 'vehicle access record',
    fields: { ...passage, mcName: 'Fleet', ...seen },
    options: { plateColor, vehicleType, direction },
  },
  lprThroughRecord: {
    label: 'vehicle through record',
    fields: {
      ...passage,
      mcName: 'Fleet',
      inTime: 'Entered at',
      inDeviceName: 'Entry camera',
      outTime: 'Left at',
      outDeviceName: 'Exit camera',
      stayMinutes: 'Stay (minutes)',
    },
    options: { plateColor, vehicleType },
  },
  lprStrangeRecord: {
    label: 'unknown vehicle record',
    fields: { ...passage, ...seen },
    options: { plateColor, vehicleType, direction },
  },
  lprThroughStatistics: {
    label: 'vehicle traffic statistics',
    fields: {
      statDate: 'Date',
      plateColor: 'Plate colour',
      inCount: 'Entries',
      outCount: 'Exits',
      totalCount: 'Passages',
      vehicleCount: 'Vehicles',
    },
    options: { plateColor },
  },
  lprRecord: {
    tabs: {
      statistics: 'Traffic statistics',
      access: 'Access records',
      through: 'Through records',
      stranger: 'Unknown vehicles',
    },
    chart: { in: 'Entries', out: 'Exits' },
  },
};
