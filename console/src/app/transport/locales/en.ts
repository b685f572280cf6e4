import type { Translation } from '../../i18n/locales/types';

export const transportEn: Translation['transport'] = {
  offline: 'Cannot reach the server. Check the network and try again',
  timeout: 'The server took too long to answer. Try again later',
  status: 'The server had a problem (HTTP {{status}}). Try again later',
};
