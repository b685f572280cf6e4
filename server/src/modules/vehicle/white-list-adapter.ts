import { checkExpiration } from '@site/shared-schema';
import { desc } from 'drizzle-orm';
import { lprWhiteLists } from '../../db/schema';
import type { ResourceAdapter } from '../../resource/adapter';
import { FieldProblem } from '../../resource/field-problem';

const columns = {
  licensePlate: lprWhiteLists.licensePlate,
  wtype: lprWhiteLists.wtype,
  color: lprWhiteLists.color,
  carType: lprWhiteLists.carType,
  mcName: lprWhiteLists.mcName,
  effectTime: lprWhiteLists.effectTime,
  expirationTime: lprWhiteLists.expirationTime,
  equipmentName: lprWhiteLists.equipmentName,
  status: lprWhiteLists.status,
  remark: lprWhiteLists.remark,
};

/** The vehicle whitelist (LPR_WHITE_LIST_RESOURCE): its own columns; the expiry checked after the effect time (the plate by the block's licensePlate check). */
export const whiteListAdapter: ResourceAdapter = {
  table: lprWhiteLists,
  id: lprWhiteLists.id,
  project: lprWhiteLists.projectId,
  columns,
  select: (db) =>
    db
      .select({
        whiteListId: lprWhiteLists.id,
        projectId: lprWhiteLists.projectId,
        ...columns,
        createTime: lprWhiteLists.createdAt,
      })
      .from(lprWhiteLists)
      .$dynamic(),
  orderBy: [desc(lprWhiteLists.createdAt), desc(lprWhiteLists.id)],
  async check(_context, record) {
    const expiryProblem = checkExpiration(record);
    if (expiryProblem) throw new FieldProblem('expirationTime', expiryProblem);
  },
};
