/**
 * The shape of a widget catalogue entry: light metadata only (no rendering), always loaded by the
 * designer palette, the attribute panels and the player's data layer.
 */

import type { ScreenChannel, ScreenOrgChannel } from '../constants';
import type { ComponentStyle, PropValue, ScreenComponent } from '../types';

export type PaletteGroup = 'basic' | 'shapes' | 'charts' | 'site';

/** Attribute panel types of seed 001 §2; 'common' for a widget with only the common blocks. */
export type AttrPanelType =
  | 'areaAttendance'
  | 'circle'
  | 'deviceChart'
  | 'electricityChart'
  | 'environmentMonitor'
  | 'group'
  | 'lift'
  | 'line'
  | 'picture'
  | 'projectName'
  | 'rectangle'
  | 'towerCrane'
  | 'button'
  | 'chart'
  | 'map'
  | 'table'
  | 'text'
  | 'vehicleRecord'
  | 'video'
  | 'videoMonitor'
  | 'star'
  | 'triangle'
  | 'common';

/** Blocks an attribute panel is composed of. */
export type PanelBlock =
  /** width, height, top, left, rotate */
  | 'position'
  /** font size, font colour, background colour, alignment, opacity: the keys present in the style */
  | 'commonStyle'
  /** the content textarea (propValue text) */
  | 'content'
  /** in-method, out-method, stop method, speed, stop time */
  | 'inOut'
  /** frame colour and weight */
  | 'border'
  /** title, subtitle and content font sizes */
  | 'titleFonts'
  /** attendance-title and rate font sizes */
  | 'rateFonts'
  /** time widget type and set time */
  | 'time'
  /** clock display: time format and clock format */
  | 'clockFormat'
  /** picture url and flip */
  | 'picture'
  /** video url and loop */
  | 'video'
  | 'chart'
  | 'table'
  /** cells, device type, rotation */
  | 'videoMonitor'
  /** carousel switch interval (5, 10, 30, 60 minutes) */
  | 'carouselInterval'
  /** choice of the device the widget starts with or shows */
  | 'devicePicker'
  | 'animation'
  | 'events'
  | 'dataSource'
  | 'linkage';

/** What a component's propValue holds, which the validator checks. */
export type PropKind = 'text' | 'table' | 'chart' | 'picture' | 'group' | 'object' | 'any';

/** Everything a payload builder may use. */
export interface DataContext {
  projectId: string;
  /** The project's org, for org topics; absent when the backend does not say. */
  orgId?: string;
  /** canvasStyleData.areaId; '' or absent for the whole project. */
  areaId?: string;
  areaIdList: string[];
  /** Time of the call (ms or Date); payload dates derive from it, never from the clock. */
  now: number | Date;
  /** The widget's saved component, for its settings (device type, interval, …). */
  component?: ScreenComponent;
  /** The current item of a per-item call: `id` of a crane or lift, `deviceId` of a camera. */
  item?: { id?: string; deviceId?: string; [key: string]: unknown };
}

export interface RefreshPolicy {
  /** Re-read every so many ms; null reads once when the widget mounts. */
  intervalMs: number | null;
  /** Project topics whose messages affect this call (shared-realtime channel names). */
  channels: readonly ScreenChannel[];
  /** Org topics, of the screen project's org, whose messages affect this call. */
  orgChannels?: readonly ScreenOrgChannel[];
  /** What a message does: re-read the call, or prepend the pushed record to the list already read. */
  onMessage?: 'reread' | 'prepend';
  /** At most one re-read per so many ms, whatever triggers it. */
  throttleMs?: number;
}

export interface DataCall {
  /** Name of the call within the widget. */
  key: string;
  /** Path under the base, always POST with a JSON body. */
  path: string;
  base: 'site' | 'common';
  payload(context: DataContext): Record<string, unknown>;
  /** Where the answer holds what the widget shows. */
  reads: 'data' | 'data.records';
  refresh: RefreshPolicy;
  /** 'item': run for the current carousel item or camera (context.item), not once per widget. */
  per?: 'widget' | 'item';
  /** A widget with tabs reads only the call of the open tab. */
  tab?: 'day' | 'month';
  /** 'panel': made by the designer's attribute panel (a device picker), never by the widget on a wall. */
  madeBy?: 'view' | 'panel';
}

/** A widget that switches between devices on a timer stored in its style. */
export interface CarouselPolicy {
  styleKey: 'interval';
  defaultMs: number;
  choices: readonly number[];
}

/** Default style of a palette entry; geometry comes from `size` and the drop position. */
export type StyleDefaults = Omit<Partial<ComponentStyle>, 'width' | 'height' | 'top' | 'left'>;

export interface WidgetEntry {
  /** The `component` name saved in the document. */
  type: string;
  /** Chinese label as the palette shows it. */
  label: string;
  /** Palette section; null for types made otherwise (a Group comes from compose). */
  palette: PaletteGroup | null;
  attrPanel: AttrPanelType;
  size: { width: number; height: number };
  defaultStyle: StyleDefaults;
  defaultPropValue: PropValue;
  propKind: PropKind;
  /** False for the seed's non-resizable types: text, project name, rectangle, circle, SVG shapes. */
  resizable: boolean;
  panels: readonly PanelBlock[];
  dataCalls: readonly DataCall[];
  carousel?: CarouselPolicy;
  /** The in-methods of IN_METHODS_HIDDEN_FOR_DATA_WIDGETS are not offered. */
  reducedInMethods?: boolean;
  /** Other fields a new component of this type starts with (noEdit, videoNum, deviceList, …). */
  extra?: Partial<Pick<ScreenComponent, 'noEdit' | 'videoNum' | 'deviceList' | 'collapseName'>>;
}

export function defineWidget(entry: WidgetEntry): WidgetEntry {
  return entry;
}

// ---------------------------------------------------------------- shared panel sets

export const BASIC_PANELS = ['position', 'commonStyle', 'animation', 'events', 'linkage'] as const;
export const SHAPE_PANELS = ['position', 'commonStyle', 'border', 'animation', 'events', 'linkage'] as const;
export const SITE_PANELS = ['position', 'commonStyle', 'titleFonts', 'inOut'] as const;

/** The palette's fixed-size shapes (rectangle, circle, SVG): text inside, a border, no data. */
export function defineShape(
  entry: Pick<WidgetEntry, 'type' | 'label' | 'attrPanel' | 'size' | 'defaultStyle' | 'panels'>,
): WidgetEntry {
  return {
    ...entry,
    palette: 'shapes',
    defaultPropValue: '',
    propKind: 'text',
    resizable: false,
    dataCalls: [],
  };
}

/** Common base of the shapes' default style: centred black-bordered text. */
export const SHAPE_STYLE = {
  rotate: 0,
  opacity: 1,
  fontSize: 14,
  fontWeight: 400,
  textAlign: 1,
  verticalAlign: 1,
  color: '',
  borderColor: '#000000',
  borderWidth: 1,
} satisfies StyleDefaults;

/** Common base of the data widgets' default style: light text on the dark wall. */
export const SITE_STYLE = {
  rotate: 0,
  opacity: 1,
  color: '#ffffff',
  background: '',
  fontSize: 16,
  titleFontSize: 28,
  subTitleFontSize: 18,
} satisfies StyleDefaults;
