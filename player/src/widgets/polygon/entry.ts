import { defineEntry } from '../types';

export default defineEntry({
  type: 'SVGPolygon',
  load: () => import('./view'),
});
