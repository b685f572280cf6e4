import { defineEntry } from '../types';

export default defineEntry({
  type: 'CircleShape',
  load: () => import('./view'),
});
