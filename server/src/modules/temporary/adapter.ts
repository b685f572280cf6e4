import { checkVisitEnd } from '@site/shared-schema';
import { desc, eq, sql } from 'drizzle-orm';
import { temporaryInfos, users } from '../../db/schema';
import type { ResourceAdapter } from '../../resource/adapter';
import { FieldProblem } from '../../resource/field-problem';

/** The columns of the declared fields, by field key. */
const columns = {
  personName: temporaryInfos.personName,
  idcardNumber: temporaryInfos.idcardNumber,
  phone: temporaryInfos.phone,
  visitorCompany: temporaryInfos.visitorCompany,
  visitReason: temporaryInfos.visitReason,
  visitStartTime: temporaryInfos.visitStartTime,
  visitEndTime: temporaryInfos.visitEndTime,
  headPhotoPath: temporaryInfos.headPhotoPath,
  approveStatus: temporaryInfos.approveStatus,
  approveOpinion: temporaryInfos.approveOpinion,
};

/** Visitors (TEMPORARY_RESOURCE): a row is a TemporaryRow, the approver's name joined from his user. */
export const temporaryAdapter: ResourceAdapter = {
  table: temporaryInfos,
  id: temporaryInfos.id,
  project: temporaryInfos.projectId,
  columns,

  select: (db) =>
    db
      .select({
        temporaryId: temporaryInfos.id,
        projectId: temporaryInfos.projectId,
        ...columns,
        approveUserName: sql<string>`coalesce(${users.userName}, '')`,
        approveTime: temporaryInfos.approveTime,
        createTime: temporaryInfos.createdAt,
      })
      .from(temporaryInfos)
      .leftJoin(users, eq(users.id, temporaryInfos.approveUserId))
      .$dynamic(),
  orderBy: [desc(temporaryInfos.createdAt)],
  check: async (_context, record) => {
    const problem = checkVisitEnd(record);
    if (problem) throw new FieldProblem('visitEndTime', problem);
  },
};
