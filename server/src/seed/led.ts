import { formatDateTime } from '@site/shared-schema';
import type { Database } from '../db/client';
import { ledPrograms, ledScreens } from '../db/schema';
import { DEMO_PROJECTS } from './demo';

/** Stable ids of the demo LED screens, named by tests. */
export const DEMO_LED_SCREENS = {
  gate: 'led-1-gate',
  office: 'led-1-office',
  tower: 'led-1-tower',
} as const;

const screensOf = (projectId: string) => [
  {
    id: `led-${projectId}-gate`,
    screenName: '大门口LED屏',
    controllerSn: `LED-${projectId}-A01`,
    width: 192,
    height: 64,
  },
  {
    id: `led-${projectId}-office`,
    screenName: '项目部LED屏',
    controllerSn: `LED-${projectId}-A02`,
    width: 192,
    height: 64,
  },
  {
    id: `led-${projectId}-tower`,
    screenName: '塔吊LED屏',
    controllerSn: `LED-${projectId}-B01`,
    width: 128,
    height: 32,
  },
];

/** Three LED screens per enabled demo project, and two programs of project 1. */
export async function seedLed(db: Database): Promise<void> {
  const now = formatDateTime(Date.now());
  const projectIds = [DEMO_PROJECTS.main, DEMO_PROJECTS.pastDeadline, DEMO_PROJECTS.longName];
  await db.insert(ledScreens).values(
    projectIds.flatMap((projectId) =>
      screensOf(projectId).map((screen, index) => ({
        ...screen,
        projectId,
        lastOnlineTime: now,
        sort: index + 1,
      })),
    ),
  );
  await db.insert(ledPrograms).values([
    {
      id: 'led-program-safety',
      projectId: DEMO_PROJECTS.main,
      programName: '安全生产标语',
      width: 192,
      height: 64,
      background: '#000000',
      items: [
        { content: '安全第一 预防为主', fontSize: 16, color: '#ff0000', x: 8, y: 6, effect: 'STATIC' },
        {
          content: '进入施工现场必须佩戴安全帽',
          fontSize: 14,
          color: '#ffff00',
          x: 0,
          y: 36,
          effect: 'SCROLL_LEFT',
        },
      ],
      screenIds: [DEMO_LED_SCREENS.gate, DEMO_LED_SCREENS.office],
    },
    {
      id: 'led-program-tower',
      projectId: DEMO_PROJECTS.main,
      programName: '塔吊作业提示',
      width: 128,
      height: 32,
      background: '#000000',
      items: [{ content: '吊装作业 禁止站人', fontSize: 14, color: '#00ff00', x: 4, y: 8, effect: 'BLINK' }],
      screenIds: [DEMO_LED_SCREENS.tower],
    },
  ]);
}
