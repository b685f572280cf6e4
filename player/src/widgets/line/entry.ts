import { defineEntry } from '../types';

export default defineEntry({
  type: 'LineShape',
  load: () => import('./view'),
});
