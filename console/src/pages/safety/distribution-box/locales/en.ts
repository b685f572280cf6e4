import type { Translation } from '../../../../app/i18n/locales/types';

export const distributionBoxEn: Pick<Translation, 'aepDevice' | 'aepRealtimeLog' | 'distributionBox'> = {
  aepDevice: {
    label: 'distribution box',
    fields: { deviceName: 'Device name', areaName: 'Area', deviceStatus: 'Status', lastTime: 'Last reading' },
    options: { deviceStatus: { 1: 'Online', 0: 'Offline' } },
  },
  aepRealtimeLog: {
    label: 'distribution box log',
    fields: {
      deviceName: 'Device name',
      electricity: 'Energy (kWh)',
      leakageElectricity: 'Leakage (mA)',
      temperature: 'Temperature (°C)',
      currentA: 'Phase A current (A)',
      currentB: 'Phase B current (A)',
      currentC: 'Phase C current (A)',
      voltageA: 'Phase A voltage (V)',
      voltageB: 'Phase B voltage (V)',
      voltageC: 'Phase C voltage (V)',
      warnType: 'Alarm',
      recordedAt: 'Recorded at',
    },
    options: {
      warnType: {
        normal: 'Normal',
        temperature: 'Over temperature',
        overcurrent: 'Current overload',
        voltageLoss: 'Voltage interruption',
        lowVoltage: 'Low voltage',
        highVoltage: 'High voltage',
      },
    },
  },
  distributionBox: {
    tabs: { devices: 'Devices', logs: 'Realtime log', electricity: 'Electricity' },
    actions: { detail: 'Details', param: 'Parameters' },
    close: 'Close',
    detail: {
      readAt: 'Reading time',
      realtime: 'Realtime values',
      noReading: 'No readings yet',
      limits: 'Running limits',
    },
    param: {
      title: 'Parameters - {{name}}',
      fields: {
        ratedCurrent: 'Rated current',
        maxTemperature: 'Max temperature',
        lowVoltage: 'Undervoltage limit',
        highVoltage: 'Overvoltage limit',
        maxLeakageElectricity: 'Max leakage current',
      },
      problems: {
        required: 'Enter the {{label, inside}}',
        range: '{{label}} must be between {{min}} and {{max}}',
        decimal: '{{label}} takes at most one decimal',
        order: 'The undervoltage limit must be below the overvoltage limit',
      },
      send: 'Send to box',
      sent: 'Parameters sent, waiting for the box',
      latest: 'Latest sending',
      never: 'No parameters sent yet',
      sentAt: 'Sent at {{time}}',
      statuses: {
        PENDING: 'Waiting for the box',
        ACKNOWLEDGED: 'Acknowledged by the box',
        REFUSED: 'Refused by the box',
      },
    },
    electricity: {
      byDay: 'By day',
      byMonth: 'By month',
      day: 'Date',
      month: 'Month',
      allBoxes: 'All boxes',
      kwh: 'Energy (kWh)',
      total: 'Total {{value}} kWh',
    },
  },
};
