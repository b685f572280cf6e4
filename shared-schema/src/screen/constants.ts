/**
 * Constants of the designer, the player and the dashboard widgets (seed 001 §2, §4, §9).
 * Names are prefixed where a bare name would collide with the session constants of `../constants`.
 */

// ---------------------------------------------------------------- canvas and editing

export const CANVAS_WIDTH = 1920;
export const CANVAS_HEIGHT = 1080;
/** Canvas scale in percent. */
export const CANVAS_SCALE = 100;
/** A paste by keyboard lands this many px down and right of the copied component. */
export const PASTE_OFFSET = 10;

// ---------------------------------------------------------------- refresh policies

/** Poll of the live device and personnel widgets. */
export const LIVE_POLL_MS = 30_000;
/** Default switch interval of the environment, tower crane and lift carousels. */
export const CAROUSEL_DEFAULT_MS = 600_000;
/** Carousel switch choices: 5, 10, 30 and 60 minutes. */
export const CAROUSEL_INTERVALS = [300_000, 600_000, 1_800_000, 3_600_000] as const;
export const ELECTRICAL_REFRESH_MS = 600_000;
/** A chart re-reads at most once per this window on a time-log message. */
export const CHART_REFRESH_THROTTLE_MS = 10_000;
/** Vehicle overview and in/out calls run at most once per this window. */
export const VEHICLE_THROTTLE_MS = 3_000;
/**
 * Widgets whose data changes slowly (project info, companies, weather) re-read on this period.
 * The seed is silent; a wall runs for weeks, so they do not read only once.
 */
export const SLOW_REFRESH_MS = 600_000;

/** Debounces and ticks (001 §9). */
export const CHART_REDRAW_DEBOUNCE_MS = 300;
export const VIDEO_LIST_DEBOUNCE_MS = 300;
export const CLOCK_DEBOUNCE_MS = 100;
export const CLOCK_TICK_MS = 1_000;

// ---------------------------------------------------------------- video wall and camera

export const VIDEO_WALL_CELLS = [1, 4, 9] as const;
export type VideoWallCells = (typeof VIDEO_WALL_CELLS)[number];
/** Rotation choices of the video wall in minutes; 0 means no rotation. */
export const VIDEO_ROTATIONS_MIN = [0, 5, 10, 30, 60] as const;
/** The same choices in ms, as stored in `style.interval` of a video monitor. */
export const VIDEO_ROTATIONS_MS = VIDEO_ROTATIONS_MIN.map((minutes) => minutes * 60_000);
/** Streams start this long after the cells are emptied. */
export const VIDEO_START_DELAY_MS = 400;
export const DEFAULT_VIDEO_DEVICE_TYPE = 'IPC';

export const CAMERA_DEFAULT_CHANNEL = 1;
export const CAMERA_DEFAULT_SPEED = 1;
export const CAMERA_DIALOG_WIDTH = 1000;
/** Camera control directions and lens commands. */
export const CAMERA_DIRECTIONS = {
  up: 0,
  down: 1,
  left: 2,
  right: 3,
  upperLeft: 4,
  lowerLeft: 5,
  upperRight: 6,
  lowerRight: 7,
  zoomIn: 8,
  zoomOut: 9,
  focusNear: 10,
  focusFar: 11,
} as const;
export type CameraDirection = (typeof CAMERA_DIRECTIONS)[keyof typeof CAMERA_DIRECTIONS];
/** control_type of the camera control form: move 1, stop 2, mirror flip 3 (with command 1). */
export const CAMERA_CONTROL_TYPE = { move: 1, stop: 2, flip: 3 } as const;

// ---------------------------------------------------------------- area list scrolling

export const AREA_SCROLL_STEP_MS = 16;
export const AREA_SCROLL_PAUSE_MS = 1_000;

// ---------------------------------------------------------------- charts

export const CHART_TYPES = ['bar', 'scatter', 'line'] as const;
export type ChartType = (typeof CHART_TYPES)[number];
/** Height of the static-data JSON editor of the chart panel, in lines. */
export const CHART_EDITOR_LINES = 28;

// ---------------------------------------------------------------- time widgets

/** Type of a timing widget. */
export const TIME_TYPES = {
  countUpFrom: 0,
  countDownTo: 1,
  countUp: 2,
  countDown: 3,
} as const;
export type TimeType = (typeof TIME_TYPES)[keyof typeof TIME_TYPES];
export const TIME_TYPE_LABELS: Record<TimeType, string> = {
  0: '从设定时间正计时',
  1: '倒计时到目标时间',
  2: '正计时',
  3: '倒计时',
};

/** `style.formats` of a clock: what it shows. */
export const TIME_FORMATS = { dateTime: 1, weekday: 2, date: 3, time: 4 } as const;
export type TimeFormat = (typeof TIME_FORMATS)[keyof typeof TIME_FORMATS];
export const TIME_FORMAT_LABELS: Record<TimeFormat, string> = {
  1: '日期时间',
  2: '星期',
  3: '日期',
  4: '时间',
};

/** `style.format` of a timing widget and its display pattern. */
export const CLOCK_FORMATS = { hms: 0, hm: 1, ms: 2 } as const;
export type ClockFormat = (typeof CLOCK_FORMATS)[keyof typeof CLOCK_FORMATS];
export const CLOCK_FORMAT_PATTERNS: Record<ClockFormat, string> = { 0: 'HH:mm:ss', 1: 'HH:mm', 2: 'mm:ss' };
export const CLOCK_DATE_PATTERN = 'YYYY-MM-DD';
export const CLOCK_TIME_PATTERN = 'HH:mm:ss';

// ---------------------------------------------------------------- common style block

/** Horizontal alignment codes of `style.textAlign`. */
export const TEXT_ALIGN = { left: 0, center: 1, right: 2 } as const;
/** Vertical alignment codes of `style.verticalAlign`. */
export const VERTICAL_ALIGN = { top: 0, middle: 1, bottom: 2 } as const;
export type AlignCode = 0 | 1 | 2;

/** Speed levels of in/out methods. */
export const SPEEDS = [1, 2, 3, 4, 5, 6] as const;

export interface MethodOption {
  value: string;
  label: string;
}

/** In-methods of the common block (`style.inMethod`). */
export const IN_METHODS: readonly MethodOption[] = [
  { value: 'random', label: '随机' },
  { value: 'immediate', label: '立即显示' },
  { value: 'scrollLeft', label: '向左移入' },
  { value: 'scrollUp', label: '向上移入' },
  { value: 'scrollRight', label: '向右移入' },
  { value: 'scrollDown', label: '向下移入' },
  { value: 'continuousScroll', label: '连续滚动' },
  { value: 'moveInUpperLeft', label: '从左上角移入' },
  { value: 'moveInUpperRight', label: '从右上角移入' },
  { value: 'moveInLowerLeft', label: '从左下角移入' },
  { value: 'moveInLowerRight', label: '从右下角移入' },
  { value: 'blindsHorizontal', label: '水平百叶窗' },
  { value: 'blindsVertical', label: '垂直百叶窗' },
  { value: 'fadeIn', label: '淡入' },
];

/** Out-methods of the common block (`style.outMethod`). */
export const OUT_METHODS: readonly MethodOption[] = [
  { value: 'random', label: '随机' },
  { value: 'immediate', label: '立即消失' },
  { value: 'scrollLeft', label: '向左移出' },
  { value: 'scrollUp', label: '向上移出' },
  { value: 'scrollRight', label: '向右移出' },
  { value: 'scrollDown', label: '向下移出' },
  { value: 'moveOutUpperLeft', label: '从左上角移出' },
  { value: 'moveOutUpperRight', label: '从右上角移出' },
  { value: 'moveOutLowerLeft', label: '从左下角移出' },
  { value: 'moveOutLowerRight', label: '从右下角移出' },
  { value: 'blindsHorizontal', label: '水平百叶窗' },
  { value: 'blindsVertical', label: '垂直百叶窗' },
  { value: 'fadeOut', label: '淡出' },
];

/** Stop methods of the common block (`style.stopMethod`). */
export const STOP_METHODS: readonly MethodOption[] = [
  { value: 'static', label: '静止显示' },
  { value: 'blink', label: '闪烁' },
];

/**
 * In-methods hidden for the widgets that scroll their own rows (project info, companies, site counts,
 * team and work-type counts, records): the seed says "some are hidden" without naming them.
 */
export const IN_METHODS_HIDDEN_FOR_DATA_WIDGETS = ['continuousScroll'] as const;

// ---------------------------------------------------------------- data source and linkage

export const REQUEST_METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
export type RequestMethod = (typeof REQUEST_METHODS)[number];
/** Parameter type of a data source; '' means none chosen yet. */
export const REQUEST_PARAM_TYPES = ['object', 'array', 'string', ''] as const;
export type RequestParamType = (typeof REQUEST_PARAM_TYPES)[number];
/** Linkage events; '' is the unset value of a new linkage row. */
export const LINKAGE_EVENTS = ['v-click', 'v-hover', ''] as const;
export type LinkageEvent = (typeof LINKAGE_EVENTS)[number];

// ---------------------------------------------------------------- page sizes of widget calls

export const SCREEN_PAGE_SIZES = {
  chart: 10,
  electrical: 10,
  device: 10,
  vehicle: 20,
  entryList: 5,
  /** "all devices" of the environment, lift, crane and video lists */
  allDevices: 9999,
} as const;
/** The company list widget shows at most this many companies. */
export const COMPANIES_SHOWN = 4;

// ---------------------------------------------------------------- fonts

/** Base font sizes of the data widgets, divided by the device pixel ratio and rounded up. */
export const WIDGET_FONT_BASES = [28, 18, 32, 16, 50, 15, 30] as const;
export const ATTENDANCE_TITLE_FONT_SIZE = 16;
export const ATTENDANCE_RATE_FONT_SIZE = 26;

export function scaledFontSize(base: number, devicePixelRatio = 1): number {
  return Math.ceil(base / (devicePixelRatio > 0 ? devicePixelRatio : 1));
}

// ---------------------------------------------------------------- realtime

/**
 * The project topics the widgets listen to; the names are those of shared-realtime's catalogue
 * (PROJECT_TOPICS), repeated as strings because shared-schema may not import shared-realtime.
 */
export const SCREEN_CHANNELS = [
  'timeLog',
  'sendLrpEquipmentTimeLog',
  'sendAepDeviceRealtimeLog',
  'sendAepDeviceParam',
  'aiCameraTimeLog',
  'aiCameraData',
] as const;
export type ScreenChannel = (typeof SCREEN_CHANNELS)[number];

/** The org topic a wall may hear (ORG_TOPICS of shared-realtime): device status changes. */
export const SCREEN_ORG_CHANNELS = ['deviceStatus'] as const;
export type ScreenOrgChannel = (typeof SCREEN_ORG_CHANNELS)[number];

// ---------------------------------------------------------------- records

/** Vehicle types of vehicle records. */
export const VEHICLE_TYPES: Record<number, string> = {
  0: '其他',
  1: '轿车',
  2: '皮卡',
  3: '货车',
  4: '卡车',
  5: '搅拌车',
  6: '渣土车',
};
/** Vehicle direction: 1 entry, anything else exit. */
export const VEHICLE_DIRECTION_IN = 1;

/** Entry animations of a component's `animations` list (animate.css names): the designer offers them, the player plays them. */
export const ENTRY_ANIMATIONS = [
  'bounce',
  'flash',
  'pulse',
  'rubberBand',
  'shake',
  'swing',
  'tada',
  'wobble',
  'heartBeat',
  'bounceIn',
  'fadeIn',
  'fadeInLeft',
  'fadeInRight',
  'fadeInUp',
  'fadeInDown',
  'zoomIn',
  'slideInLeft',
  'slideInRight',
  'slideInUp',
  'slideInDown',
  'rotateIn',
  'flipInX',
  'flipInY',
] as const;
