import type { Translation } from '../../i18n/locales/types';

export const transportEs: Translation['transport'] = {
  offline: 'No se puede conectar con el servidor. Compruebe la red e inténtelo de nuevo',
  timeout: 'El servidor tardó demasiado en responder. Inténtelo más tarde',
  status: 'El servidor tuvo un problema (HTTP {{status}}). Inténtelo más tarde',
};
