import { BASIC_PANELS, defineWidget } from '../define';

export const picture = defineWidget({
  type: 'Picture',
  label: '图片',
  palette: 'basic',
  attrPanel: 'picture',
  size: { width: 300, height: 200 },
  defaultStyle: { rotate: 0, opacity: 1, borderRadius: '' },
  defaultPropValue: { url: '', flip: { horizontal: false, vertical: false } },
  propKind: 'picture',
  resizable: true,
  panels: [...BASIC_PANELS, 'picture'],
  dataCalls: [],
});
