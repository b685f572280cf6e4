import { defineEntry } from '../types';

export default defineEntry({
  type: 'ElectricityChart',
  load: () => import('./view'),
});
