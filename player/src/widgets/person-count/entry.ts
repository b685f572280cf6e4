import { defineEntry } from '../types';

export default defineEntry({
  type: 'PersonCount',
  load: () => import('./view'),
});
