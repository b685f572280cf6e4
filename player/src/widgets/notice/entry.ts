import { defineEntry } from '../types';

export default defineEntry({
  type: 'Notice',
  load: () => import('./view'),
  ownsContinuousScroll: true,
});
