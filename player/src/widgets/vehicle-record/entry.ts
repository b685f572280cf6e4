import { defineEntry } from '../types';

export default defineEntry({
  type: 'VehicleRecord',
  load: () => import('./view'),
});
