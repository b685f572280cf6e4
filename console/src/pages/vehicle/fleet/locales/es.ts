import type { Translation } from '../../../../app/i18n/locales/types';

export const fleetEs: Pick<Translation, 'vehicleFleet' | 'fleetPage'> = {
  vehicleFleet: {
    label: 'flota',
    fields: {
      mcName: 'Nombre de la flota',
      parentId: 'Flota superior',
      leaderName: 'Responsable',
      leaderPhone: 'Teléfono',
      sort: 'Orden',
      remark: 'Observaciones',
    },
  },
  fleetPage: {
    tree: 'Flotas',
    add: 'Nueva flota',
    addChild: 'Nueva subflota',
    edit: 'Editar',
    remove: 'Eliminar',
    removeTitle: 'Eliminar flota',
    removeConfirm: '¿Eliminar la flota «{{name}}»?',
    empty: 'Aún no hay flotas; añada una primero',
    choose: 'Elija una flota a la izquierda',
    topLevel: 'Ninguna (flota principal)',
    vehicleCount: 'Vehículos',
    vehicles: 'Vehículos de la flota',
    range: 'Periodo',
    totals: '{{in}} entradas, {{out}} salidas',
    columns: {
      licensePlate: 'Matrícula',
      vehicleType: 'Tipo de vehículo',
      inCount: 'Entradas',
      outCount: 'Salidas',
      lastPassTime: 'Último paso',
    },
    noVehicles:
      'Esta flota no tiene vehículos (aquí aparecen los vehículos de la lista blanca que la nombran)',
  },
};
