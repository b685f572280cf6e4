import { CLIENT_TYPE } from '@site/shared-schema';
import type { Database } from '../db/client';
import { helpNodes } from '../db/schema';
import { DEMO_ORG_ID } from './demo';

type HelpSeed = { id: string; name: string } & ({ children: HelpSeed[] } | { content: string });

const doc = (id: string, name: string, ...paragraphs: string[]): HelpSeed => ({
  id,
  name,
  content: `<h2>${name}</h2>${paragraphs.map((text) => `<p>${text}</p>`).join('')}`,
});

const TREE: HelpSeed[] = [
  {
    id: 'help-start',
    name: '快速入门',
    children: [
      doc(
        'help-login',
        '登录与切换项目',
        '使用账号和密码登录后，系统默认进入列表中的第一个项目。',
        '点击顶部的项目选择框，输入项目名称可搜索并切换项目。',
      ),
      doc('help-profile', '个人信息与密码', '点击右上角头像，可修改姓名、邮箱和头像，或修改登录密码。'),
    ],
  },
  {
    id: 'help-real-name',
    name: '实名制管理',
    children: [
      doc('help-person', '人员登记', '在“人员管理”中新增工人，填写身份证信息并上传人脸照片。'),
      {
        id: 'help-devices',
        name: '考勤设备',
        children: [
          doc(
            'help-face-device',
            '人脸识别设备接入',
            '在“设备管理”中添加人脸识别设备，填写设备序列号并同步人员。',
          ),
        ],
      },
    ],
  },
  {
    id: 'help-screen',
    name: '大屏设计',
    children: [
      doc(
        'help-custom-screen',
        '自定义大屏入门',
        '在“电子显示”中新建大屏，从左侧拖入组件并配置数据源，保存后即可投屏。',
      ),
    ],
  },
];

function flatten(nodes: HelpSeed[], parentId: string | null): (typeof helpNodes.$inferInsert)[] {
  return nodes.flatMap((node, sort) => {
    const row = { id: node.id, orgId: DEMO_ORG_ID, parentId, clientType: CLIENT_TYPE, name: node.name, sort };
    return 'children' in node
      ? [{ ...row, type: 'MENU' }, ...flatten(node.children, node.id)]
      : [{ ...row, type: 'DOCUMENT', content: node.content }];
  });
}

export async function seedHelp(db: Database): Promise<void> {
  await db.insert(helpNodes).values(flatten(TREE, null));
}
