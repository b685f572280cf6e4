import {
  createComponent,
  createScreenDocument,
  type ScreenComponent,
  type ScreenDocument,
  WIDGET_TYPES,
  type WidgetType,
} from '@site/shared-schema';
import type { Database } from '../db/client';
import { SHOWCASE_SCREEN } from './demo';
import { DEMO_DEVICES } from './devices/ids';
import { insertPublishedScreen } from './screens';

const COLUMNS = 8;
const CELL = { width: 240, height: 216 };
const GAP = 8;

/** The cell of the n-th widget: a grid of 8 columns filling 1920 × 1080. */
const cellOf = (index: number) => ({
  left: (index % COLUMNS) * CELL.width + GAP / 2,
  top: Math.floor(index / COLUMNS) * CELL.height + GAP / 2,
  width: CELL.width - GAP,
  height: CELL.height - GAP,
});

/** The video monitor plays four of the project's cameras (the simulator's virtual streams). */
const SHOWCASE_CAMERAS = [
  { deviceId: DEMO_DEVICES.camera.gate, deviceName: '东大门', channelId: '1', channelName: '大门全景' },
  { deviceId: DEMO_DEVICES.camera.crane, deviceName: '1号塔吊', channelId: '1', channelName: '吊钩可视化' },
  { deviceId: 'ipc-3', deviceName: '材料堆场', channelId: '1', channelName: '堆场全景' },
  { deviceId: 'ipc-4', deviceName: '基坑东侧', channelId: '1', channelName: '基坑东侧' },
];

function widgetAt(type: Exclude<WidgetType, 'Group'>, index: number): ScreenComponent {
  const { left, top, width, height } = cellOf(index);
  const component: ScreenComponent = createComponent(type, { left, top });
  component.style = { ...component.style, width, height };
  if (type === 'VideoMonitor') Object.assign(component, { videoNum: 4, deviceList: SHOWCASE_CAMERAS });
  return component;
}

/**
 * A group of a rectangle and a star, rotated: the nesting and rotation maths are on show too. It is
 * smaller than its cell so that, turned 15°, it stays inside it.
 */
function groupAt(index: number): ScreenComponent {
  const cell = cellOf(index);
  const [width, height] = [180, 150];
  const left = cell.left + (cell.width - width) / 2;
  const top = cell.top + (cell.height - height) / 2;
  const group: ScreenComponent = createComponent('Group', { left, top });
  const half = (type: 'RectShape' | 'SVGStar', side: 0 | 1): ScreenComponent => {
    const child: ScreenComponent = createComponent(type, { left: left + (side * width) / 2, top });
    child.style = { ...child.style, width: width / 2, height, background: '#2f6fd1' };
    child.groupStyle = { width: '50%', height: '100%', top: '0%', left: `${side * 50}%`, rotate: 0 };
    return child;
  };
  group.style = { ...group.style, width, height, rotate: 15 };
  group.propValue = [half('RectShape', 0), half('SVGStar', 1)];
  return group;
}

export function showcaseScreenDocument(): ScreenDocument {
  const document = createScreenDocument({
    screenName: '全部组件展示',
  });
  const types = WIDGET_TYPES.filter((type): type is Exclude<WidgetType, 'Group'> => type !== 'Group');
  document.componentData = [...types.map(widgetAt), groupAt(types.length)];
  return document;
}

/** The showcase wall of project 1, published, with its fixed demo key. */
export const seedShowcaseScreen = (db: Database) =>
  insertPublishedScreen(db, SHOWCASE_SCREEN, showcaseScreenDocument());
