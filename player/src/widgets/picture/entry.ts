import { defineEntry } from '../types';

export default defineEntry({
  type: 'Picture',
  load: () => import('./view'),
});
