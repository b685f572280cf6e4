import { defineEntry } from '../types';

export default defineEntry({
  type: 'ElectricalStatistics',
  load: () => import('./view'),
});
