import type { Translation } from '../../../../app/i18n/locales/types';

export const fleetEn: Pick<Translation, 'vehicleFleet' | 'fleetPage'> = {
  vehicleFleet: {
    label: 'fleet',
    fields: {
      mcName: 'Fleet name',
      parentId: 'Parent fleet',
      leaderName: 'Person in charge',
      leaderPhone: 'Phone',
      sort: 'Order',
      remark: 'Remarks',
    },
  },
  fleetPage: {
    tree: 'Fleets',
    add: 'New fleet',
    addChild: 'New sub-fleet',
    edit: 'Edit',
    remove: 'Delete',
    removeTitle: 'Delete fleet',
    removeConfirm: 'Delete the fleet “{{name}}”?',
    empty: 'No fleets yet; add one first',
    choose: 'Choose a fleet on the left',
    topLevel: 'None (top-level fleet)',
    vehicleCount: 'Vehicles',
    vehicles: 'Vehicles of the fleet',
    range: 'Period',
    totals: '{{in}} entries, {{out}} exits',
    columns: {
      licensePlate: 'Licence plate',
      vehicleType: 'Vehicle type',
      inCount: 'Entries',
      outCount: 'Exits',
      lastPassTime: 'Last passage',
    },
    noVehicles: 'No vehicles in this fleet (whitelisted vehicles naming this fleet appear here)',
  },
};
