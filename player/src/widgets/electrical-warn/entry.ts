import { defineEntry } from '../types';

export default defineEntry({
  type: 'ElectricalWarn',
  load: () => import('./view'),
});
