import { defineEntry } from '../types';
import view from './view';

export default defineEntry({
  type: 'SVGTriangle',
  view,
});
