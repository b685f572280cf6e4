/**
 * The screen document the designer saves and the player plays (seed 001 §3), field names as the seed
 * and the original product spell them. Every object type is open (`[key: string]: unknown`): fields
 * this program does not know, saved by the original product or by a later version, survive a
 * load → save round trip untouched.
 */

import type { AlignCode, LinkageEvent, RequestMethod, RequestParamType } from './constants';

/** A CSS-ish length or size: a number of px, or a string such as '' (unset), '4px' or '50%'. */
export type CssValue = number | string;

/** canvasStyleData: the page of the screen. */
export interface CanvasStyleData {
  screenName: string;
  width: number;
  height: number;
  /** Percent. */
  scale: number;
  color: string;
  opacity: number;
  background: string;
  fontSize: number;
  /** The site area whose data the widgets show; '' for the whole project. */
  areaId: string;
  [key: string]: unknown;
}

/**
 * style of a component. Geometry is required; the other fields apply to the widgets whose panels show
 * them. Fields of the common block that the seed names only in words (in/out/stop method, speed,
 * stop time, time type) use the names inMethod, outMethod, stopMethod, speed, stopTime and type.
 */
export interface ComponentStyle {
  width: number;
  height: number;
  top: number;
  left: number;
  rotate: number;
  opacity: number;
  fontSize?: CssValue;
  fontWeight?: number | string;
  lineHeight?: CssValue;
  letterSpacing?: CssValue;
  /** left 0, centre 1, right 2 */
  textAlign?: AlignCode;
  /** top 0, centre 1, bottom 2 */
  verticalAlign?: AlignCode;
  color?: string;
  borderRadius?: CssValue;
  /** Frame weight. */
  borderWidth?: CssValue;
  /** Frame colour. */
  borderColor?: string;
  borderStyle?: string;
  background?: string;
  titleFontSize?: CssValue;
  subTitleFontSize?: CssValue;
  rateFontSize?: CssValue;
  /** Carousel switch interval, or video wall rotation, in ms. */
  interval?: number;
  deviceType?: string;
  deviceId?: string;
  duration?: number;
  loop?: boolean;
  url?: string;
  /** Time format of a clock: 1 date and time, 2 weekday, 3 date, 4 time. */
  formats?: number;
  /** Set time of a timing widget; year 0 means the real current time. */
  year?: number;
  month?: number;
  day?: number;
  hour?: number;
  minute?: number;
  second?: number;
  /** Clock format of a timing widget: 0 HH:mm:ss, 1 HH:mm, 2 mm:ss. */
  format?: number;
  text?: string;
  inMethod?: string;
  outMethod?: string;
  stopMethod?: string;
  /** 1 to 6 */
  speed?: number;
  /** ms */
  stopTime?: number;
  /** Time widget type 0 to 3. */
  type?: number;
  [key: string]: unknown;
}

/** Position of a group's child relative to the group, as percent strings ('25%') or numbers. */
export interface GroupStyle {
  [key: string]: unknown;
}

export interface Animation {
  label: string;
  value: string;
  isLoop?: boolean;
  /** Seconds. */
  animationTime?: number;
  [key: string]: unknown;
}

/**
 * events of a component, e.g. `{ redirect: 'https://…' }` or `{ alert: '…' }`. Values are data: nothing
 * in a screen document is ever evaluated as code.
 */
export type ComponentEvents = Record<string, unknown>;

/** request: the data source of a component. */
export interface DataSourceRequest {
  url: string;
  method: RequestMethod;
  paramType: RequestParamType;
  /** Pairs `[name, value]` for object and string parameters, values for array parameters. */
  data: Array<string | [string, string]>;
  /** Timed repeat. */
  series: boolean;
  /** Repeat interval in ms. */
  time: number;
  /** 0 means unlimited. */
  requestCount: number;
  [key: string]: unknown;
}

export interface LinkageStyleEntry {
  key: string;
  value: string | number;
  [key: string]: unknown;
}

export interface LinkageItem {
  /** id of the target component. */
  id: string;
  label?: string;
  event: LinkageEvent;
  style: LinkageStyleEntry[];
  [key: string]: unknown;
}

export interface Linkage {
  /** Transition in seconds. */
  duration: number;
  data: LinkageItem[];
  [key: string]: unknown;
}

/** A camera chosen for a video monitor. */
export interface VideoDeviceRef {
  deviceId: string;
  deviceName?: string;
  channelId?: string;
  channelName?: string;
  [key: string]: unknown;
}

export interface Flip {
  horizontal: boolean;
  vertical: boolean;
  [key: string]: unknown;
}

export interface TablePropValue {
  /** Rows of cells; the first row is the header. */
  data: string[][];
  stripe: boolean;
  thBold: boolean;
  [key: string]: unknown;
}

export interface ChartSeries {
  type: string;
  data: unknown[];
  name?: string;
  [key: string]: unknown;
}

export interface ChartOption {
  title?: { show?: boolean; text?: string; [key: string]: unknown };
  tooltip?: { show?: boolean; [key: string]: unknown };
  legend?: { show?: boolean; [key: string]: unknown };
  xAxis?: { show?: boolean; data?: unknown[]; [key: string]: unknown };
  yAxis?: { [key: string]: unknown };
  series?: ChartSeries | ChartSeries[];
  [key: string]: unknown;
}

export interface ChartPropValue {
  chart?: string;
  option: ChartOption;
  [key: string]: unknown;
}

export interface PicturePropValue {
  url: string;
  flip?: Flip;
  [key: string]: unknown;
}

/** propValue of the data widgets: settings of the widget, e.g. rateNum of an attendance rate. */
export interface WidgetPropValue {
  rateNum?: number;
  flip?: Flip;
  [key: string]: unknown;
}

/** propValue: text for text-like widgets, an object for tables, charts and pictures, children for a group. */
export type PropValue =
  | string
  | TablePropValue
  | ChartPropValue
  | PicturePropValue
  | WidgetPropValue
  | ScreenComponent[];

/** The propValue each known component type holds. */
export interface PropValueMap {
  VText: string;
  ProjectName: string;
  Notice: string;
  VButton: string;
  RectShape: string;
  CircleShape: string;
  LineShape: string;
  SVGTriangle: string;
  SVGStar: string;
  SVGPolygon: string;
  VTable: TablePropValue;
  VChart: ChartPropValue;
  Picture: PicturePropValue;
  Group: ScreenComponent[];
}

export type PropValueOf<T extends string> = T extends keyof PropValueMap ? PropValueMap[T] : PropValue;

/**
 * A component of the canvas. `component` names its widget type (see WIDGET_TYPES); a type this
 * program does not know still loads and keeps its fields. Narrow with `isComponentOf`.
 */
export interface ScreenComponent<T extends string = string> {
  id: string;
  component: T;
  realComponent?: string;
  componentType?: string;
  label: string;
  propValue: PropValueOf<T>;
  style: ComponentStyle;
  animations: Animation[];
  events: ComponentEvents;
  /** Set while the component is a child of a Group. */
  groupStyle?: GroupStyle;
  isLock: boolean;
  /** Text that may not be edited on the canvas. */
  noEdit?: boolean;
  /** Open section of the attribute panel. */
  collapseName?: string;
  request?: DataSourceRequest;
  linkage?: Linkage;
  /** Cells of a video monitor: 1, 4 or 9. */
  videoNum?: number;
  deviceList?: VideoDeviceRef[];
  [key: string]: unknown;
}

export interface ScreenDocument {
  schemaVersion: number;
  canvasStyleData: CanvasStyleData;
  componentData: ScreenComponent[];
  [key: string]: unknown;
}

/** Seed names, for readers of seed 001 §3. `Request` is avoided: it would shadow fetch's Request. */
export type Component<T extends string = string> = ScreenComponent<T>;
export type Style = ComponentStyle;

export function isComponentOf<T extends keyof PropValueMap>(
  component: ScreenComponent,
  type: T,
): component is ScreenComponent<T> {
  return component.component === type;
}

export function isGroup(component: ScreenComponent): component is ScreenComponent<'Group'> {
  return component.component === 'Group';
}

/**
 * A number line height up to 5 is a multiple of the font size (1.5), above it pixels (24): screens of
 * the original product hold both kinds, and walls, the designer's editor and its text fitting read them so.
 */
export function isLineHeightMultiple(value: unknown): value is number {
  return typeof value === 'number' && value <= 5;
}
