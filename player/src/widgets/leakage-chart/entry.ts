import { defineEntry } from '../types';

export default defineEntry({
  type: 'LeakageChart',
  load: () => import('./view'),
});
