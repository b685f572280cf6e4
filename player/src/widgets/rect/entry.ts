import { defineEntry } from '../types';

export default defineEntry({
  type: 'RectShape',
  load: () => import('./view'),
});
