import { createComponent, type ScreenComponent, type WidgetType } from '@site/shared-schema';

/** The data screen is laid out on the wall canvas (seed 001 §9), then scaled to the window. */
export const STAGE = { width: 1920, height: 1080 } as const;

interface Slot {
  type: WidgetType;
  left: number;
  top: number;
  width: number;
  height: number;
}

// Three columns between the header (0–96) and the footer (1016–1080).
const LEFT = 24;
const CENTRE = 500;
const CENTRE_RIGHT = 968;
const RIGHT = 1436;
const COLUMN = 460;
const HALF = 452;

const SLOTS: readonly Slot[] = [
  { type: 'PersonCount', left: LEFT, top: 104, width: COLUMN, height: 200 },
  { type: 'AttendanceRate', left: LEFT, top: 312, width: COLUMN, height: 200 },
  { type: 'EntryExitRecord', left: LEFT, top: 520, width: COLUMN, height: 480 },
  { type: 'AttendanceLiveChart', left: CENTRE, top: 104, width: 920, height: 300 },
  { type: 'VehicleRecord', left: CENTRE, top: 412, width: HALF, height: 588 },
  { type: 'EnvironmentMonitor', left: CENTRE_RIGHT, top: 412, width: HALF, height: 288 },
  { type: 'ElectricityChart', left: CENTRE_RIGHT, top: 708, width: HALF, height: 292 },
  { type: 'TowerCrane', left: RIGHT, top: 104, width: COLUMN, height: 300 },
  { type: 'Lift', left: RIGHT, top: 412, width: COLUMN, height: 288 },
  { type: 'ElectricalWarn', left: RIGHT, top: 708, width: COLUMN, height: 292 },
];

/**
 * The live widgets of the data screen: a screen document's components built in code from the shared
 * catalogue, so they carry the catalogue's defaults and read the same calls as a wall.
 */
export function overviewComponents(): ScreenComponent[] {
  return SLOTS.map(({ type, left, top, width, height }) => {
    const component: ScreenComponent = createComponent(type, { left, top });
    component.style = { ...component.style, width, height };
    return component;
  });
}
