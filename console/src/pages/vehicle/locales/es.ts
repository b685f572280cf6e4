import type { Translation } from '../../../app/i18n/locales/types';

type VehicleTexts = Pick<Translation, 'lprWhiteList' | 'vehicle'>;

export const vehicleEs: VehicleTexts = {
  lprWhiteList: {
    label: 'vehículo autorizado',
    fields: {
      licensePlate: 'Matrícula',
      wtype: 'Tipo de autorización',
      color: 'Color de la matrícula',
      carType: 'Tipo de vehículo',
      mcName: 'Flota',
      effectTime: 'Válido desde',
      expirationTime: 'Válido hasta',
      equipmentName: 'Dispositivos de acceso',
      status: 'Estado',
      remark: 'Observaciones',
    },
    options: {
      wtype: { 1: 'Permanente', 2: 'Temporal' },
      color: { 1: 'Azul', 2: 'Amarillo', 3: 'Verde', 4: 'Blanco', 5: 'Negro' },
      carType: {
        0: 'Otro',
        1: 'Turismo',
        2: 'Pick-up',
        3: 'Furgón',
        4: 'Camión',
        5: 'Hormigonera',
        6: 'Volquete',
      },
      status: { 1: 'Activo', 0: 'Inactivo' },
    },
  },
  vehicle: {
    expiryBeforeEffect: 'El fin debe ser posterior al inicio',
    expiry: { expired: 'Caducado', expiring: 'Caduca pronto', valid: 'Vigente' },
    rule: {
      open: 'Regla de la lista blanca',
      title: 'Regla de la lista blanca',
      strangerPass: 'Dejar pasar vehículos no registrados',
      strangerPassHint:
        'Si está activo, la barrera también se abre para vehículos no registrados, que quedan como desconocidos',
      expireRemindDays: 'Aviso de caducidad (días)',
      expireRemindDaysHint: 'Las entradas que vencen dentro de estos días se marcan como próximas a caducar',
      expireRemindDaysRequired: 'Introduzca los días de aviso',
    },
  },
};
