import { defineEntry } from '../types';

export default defineEntry({
  type: 'SVGStar',
  load: () => import('./view'),
});
