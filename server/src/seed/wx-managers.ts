import type { Database } from '../db/client';
import { wxManagerBindings } from '../db/schema';
import { DEMO_PROJECTS } from './demo';

/** Managers of the main project who bound the wechat app, so its page shows a list. */
export async function seedWxManagers(db: Database): Promise<void> {
  const main = DEMO_PROJECTS.main;
  await db.insert(wxManagerBindings).values([
    {
      id: 'wx-bind-1',
      projectId: main,
      managerName: '张建国',
      managerPhone: '13800138001',
      wxNickName: '建国',
      openId: 'o6_bmjrPTlm6_2sgVt7hMZOPfL2M',
      bindTime: '2025-03-05 09:12:00',
    },
    {
      id: 'wx-bind-2',
      projectId: main,
      managerName: '李秀英',
      managerPhone: '13912345678',
      wxNickName: '秀英-安全员',
      openId: 'o6_bmjrPTlm6_2sgVt7hMZOPfL2N',
      bindTime: '2025-04-18 14:30:00',
    },
    {
      id: 'wx-bind-3',
      projectId: main,
      managerName: '王海涛',
      managerPhone: '13611112222',
      wxNickName: '海涛',
      openId: 'o6_bmjrPTlm6_2sgVt7hMZOPfL2O',
      bindTime: '2025-06-02 08:05:00',
    },
    {
      id: 'wx-bind-4',
      projectId: DEMO_PROJECTS.longName,
      managerName: '刘志强',
      managerPhone: '13700137003',
      wxNickName: '志强',
      openId: 'o6_bmjrPTlm6_2sgVt7hMZOPfL2P',
      bindTime: '2025-09-03 10:00:00',
    },
  ]);
}
