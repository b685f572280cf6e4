import { desc } from 'drizzle-orm';
import { wxManagerBindings } from '../../db/schema';
import type { ResourceAdapter } from '../../resource/adapter';

/** The bindings of WX_MANAGER_RESOURCE; the WeChat openId stays on the server. */
export const wxManagerAdapter: ResourceAdapter = {
  table: wxManagerBindings,
  id: wxManagerBindings.id,
  project: wxManagerBindings.projectId,
  columns: {
    managerName: wxManagerBindings.managerName,
    managerPhone: wxManagerBindings.managerPhone,
    wxNickName: wxManagerBindings.wxNickName,
    bindTime: wxManagerBindings.bindTime,
  },
  select: (db) =>
    db
      .select({
        bindId: wxManagerBindings.id,
        projectId: wxManagerBindings.projectId,
        managerName: wxManagerBindings.managerName,
        managerPhone: wxManagerBindings.managerPhone,
        wxNickName: wxManagerBindings.wxNickName,
        bindTime: wxManagerBindings.bindTime,
        createTime: wxManagerBindings.createdAt,
      })
      .from(wxManagerBindings)
      .$dynamic(),
  orderBy: [desc(wxManagerBindings.bindTime)],
};
