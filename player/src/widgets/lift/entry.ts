import { defineEntry } from '../types';

export default defineEntry({
  type: 'Lift',
});
