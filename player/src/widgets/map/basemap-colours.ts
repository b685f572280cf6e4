/** Colours of the offline dark basemap (kept apart from the basemap data, which loads lazily). */
export const BASEMAP_COLOURS = {
  water: '#06121f',
  land: '#10243a',
  border: '#2c5378',
  province: '#3f72a3',
  label: '#8fb4d9',
  grid: 'rgba(64, 140, 220, 0.12)',
};
