import { DEFAULT_VIDEO_DEVICE_TYPE, VIDEO_ROTATIONS_MS } from '../../constants';
import { WIDGET_CALLS } from '../calls';
import { defineWidget } from '../define';

/**
 * A video wall of 1, 4 or 9 cells (videoNum) playing the chosen cameras (deviceList). The rotation
 * (0, 5, 10, 30, 60 minutes) is kept in ms in style.interval; 0 shows a fixed slice from the start.
 */
export const videoMonitor = defineWidget({
  type: 'VideoMonitor',
  label: '视频监控',
  palette: 'site',
  attrPanel: 'videoMonitor',
  size: { width: 960, height: 540 },
  defaultStyle: {
    rotate: 0,
    opacity: 1,
    background: '',
    deviceType: DEFAULT_VIDEO_DEVICE_TYPE,
    deviceId: '',
    interval: 0,
  },
  defaultPropValue: {},
  propKind: 'object',
  resizable: true,
  panels: ['position', 'commonStyle', 'videoMonitor', 'devicePicker'],
  dataCalls: [WIDGET_CALLS.videoDevices, WIDGET_CALLS.videoChannels, WIDGET_CALLS.videoPlayPath],
  carousel: { styleKey: 'interval', defaultMs: 0, choices: VIDEO_ROTATIONS_MS },
  extra: { videoNum: 4, deviceList: [] },
});
