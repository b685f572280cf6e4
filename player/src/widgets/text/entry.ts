import { defineEntry } from '../types';

export default defineEntry({
  type: 'VText',
  load: () => import('./view'),
  ownsContinuousScroll: true,
});
