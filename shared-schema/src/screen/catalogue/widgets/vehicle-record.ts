import { WIDGET_CALLS } from '../calls';
import { defineWidget, SITE_PANELS, SITE_STYLE } from '../define';

/** Today's vehicle recognition records (20); pushed records are prepended. */
export const vehicleRecord = defineWidget({
  type: 'VehicleRecord',
  label: '车辆识别记录',
  palette: 'site',
  attrPanel: 'vehicleRecord',
  size: { width: 480, height: 400 },
  defaultStyle: { ...SITE_STYLE },
  defaultPropValue: {},
  propKind: 'object',
  resizable: true,
  panels: [...SITE_PANELS],
  dataCalls: [WIDGET_CALLS.vehicleRecords],
  reducedInMethods: true,
});
