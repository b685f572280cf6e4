import { defineEntry } from '../types';

export default defineEntry({
  type: 'AttendanceLiveChart',
  load: () => import('./view'),
});
