import { defineEntry } from '../types';

export default defineEntry({
  type: 'ProjectName',
  load: () => import('./view'),
});
