import {
  type ComponentStyle,
  createComponent,
  createScreenDocument,
  type ScreenComponent,
  type ScreenDocument,
  validateScreen,
  type WidgetType,
} from '@site/shared-schema';
import type { Database } from '../db/client';
import { customScreens } from '../db/schema';
import { insertPlaybackKey } from '../modules/screen/keys';
import { DEMO_SCREEN } from './demo';

const PANEL = 'rgba(16, 40, 77, 0.6)';
const ACCENT = '#2f6fd1';

type Box = Pick<ComponentStyle, 'left' | 'top' | 'width' | 'height'>;

/** A catalogue widget at a box, with style and propValue changes. */
function place(
  type: WidgetType,
  box: Box,
  style: Partial<ComponentStyle> = {},
  propValue?: ScreenComponent['propValue'],
): ScreenComponent {
  const component: ScreenComponent = createComponent(type, { left: box.left, top: box.top });
  component.style = { ...component.style, ...style, width: box.width, height: box.height };
  if (propValue !== undefined) component.propValue = propValue;
  return component;
}

const panel = (box: Box) =>
  place('RectShape', box, { background: PANEL, borderColor: ACCENT, borderWidth: 1, borderRadius: 8 });
const heading = (text: string, left: number, top: number) =>
  place('VText', { left, top, width: 300, height: 36 }, { fontSize: 22, color: '#7fb2ff' }, text);

/** Project 1's overview wall: header with name and clock, project info and plan table, map. */
export function demoScreenDocument(): ScreenDocument {
  const document = createScreenDocument({
    screenName: '城南安置房一期工程 项目大屏',
  });
  document.componentData = [
    place(
      'RectShape',
      { left: 0, top: 0, width: 1920, height: 110 },
      { background: '#10284d', borderWidth: 0 },
    ),
    place(
      'VText',
      { left: 40, top: 40, width: 460, height: 32 },
      { fontSize: 24, color: '#7fb2ff' },
      '智慧工地 · 项目概览',
    ),
    place('ProjectName', { left: 560, top: 20, width: 800, height: 70 }, { fontSize: 40 }),
    place('Clock', { left: 1500, top: 35, width: 380, height: 40 }),
    panel({ left: 40, top: 140, width: 900, height: 900 }),
    heading('项目信息', 60, 150),
    place('ProjectInfo', { left: 60, top: 200, width: 860, height: 380 }),
    heading('本周工作计划', 60, 600),
    place(
      'VTable',
      { left: 60, top: 650, width: 860, height: 360 },
      { background: PANEL, color: '#ffffff', fontSize: 18 },
      {
        data: [
          ['工作内容', '负责班组', '计划完成'],
          ['3#楼主体结构 12 层浇筑', '主体钢筋班', '周三'],
          ['地下车库防水施工', '防水班', '周四'],
          ['塔吊月度检测', '设备管理组', '周五'],
          ['安全文明施工检查', '安全员', '周六'],
        ],
        stripe: true,
        thBold: true,
      },
    ),
    panel({ left: 980, top: 140, width: 900, height: 900 }),
    heading('项目位置', 1000, 150),
    place('VMap', { left: 1000, top: 200, width: 860, height: 820 }),
  ];
  return document;
}

/** A validated document, published as it is, with one fixed playback key (demo data only). */
export async function insertPublishedScreen(
  db: Database,
  screen: { id: string; projectId: string; key: string },
  document: ScreenDocument,
): Promise<void> {
  const checked = validateScreen(document);
  if (!checked.ok) throw new Error(`screen ${screen.id} is invalid: ${checked.errors.join('; ')}`);
  const screenName = checked.value.canvasStyleData.screenName;
  await db.insert(customScreens).values({
    id: screen.id,
    projectId: screen.projectId,
    screenName,
    draft: checked.value,
    published: checked.value,
    publishedRevision: 1,
    publishedAt: new Date(),
  });
  await insertPlaybackKey(db, { screenId: screen.id, key: screen.key, keyName: screenName, createdBy: null });
}

/** One published screen of project 1 and its fixed demo key (printed at start with the wall URL). */
export const seedScreens = (db: Database) => insertPublishedScreen(db, DEMO_SCREEN, demoScreenDocument());
