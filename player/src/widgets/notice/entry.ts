import { defineEntry } from '../types';

export default defineEntry({
  type: 'Notice',
  ownsContinuousScroll: true,
});
