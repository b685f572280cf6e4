import { defineWidget } from '../define';

/** A video file; the seed keeps its url and loop in the style. */
export const video = defineWidget({
  type: 'Video',
  label: '视频',
  palette: 'basic',
  attrPanel: 'video',
  size: { width: 480, height: 270 },
  defaultStyle: { rotate: 0, opacity: 1, url: '', loop: true, borderRadius: '' },
  defaultPropValue: '',
  propKind: 'any',
  resizable: true,
  panels: ['position', 'commonStyle', 'video', 'linkage'],
  dataCalls: [],
});
