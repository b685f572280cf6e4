import { defineEntry } from '../types';

export default defineEntry({
  type: 'WorkTypeCount',
  load: () => import('./view'),
});
