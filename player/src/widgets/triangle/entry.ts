import { defineEntry } from '../types';

export default defineEntry({
  type: 'SVGTriangle',
  load: () => import('./view'),
});
