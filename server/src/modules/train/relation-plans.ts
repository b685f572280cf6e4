import { Type } from '@sinclair/typebox';
import { TRAIN_INFO_RESOURCE, TRAIN_RELATION_API, type TrainParticipant } from '@site/shared-schema';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { persons, teams, trainInfos, trainPersonRecords, trainRelations } from '../../db/schema';
import { idList, projectId } from '../../resource/body-schemas';
import { FieldProblem } from '../../resource/field-problem';
import { type RoutePlan, routeParts } from '../../resource/plan';
import { notFound } from '../../resource/rows';

const trainId = Type.String({ minLength: 1, maxLength: 64 });
const ofTraining = { field: 'trainId', many: false, of: TRAIN_INFO_RESOURCE } as const;

/** A training of the project, or 404 记录不存在 (another project's is not told apart from none). */
async function checkTraining(db: Database, project: string, id: string) {
  const [row] = await db
    .select({ id: trainInfos.id })
    .from(trainInfos)
    .where(and(eq(trainInfos.projectId, project), eq(trainInfos.id, id)));
  if (!row) throw notFound();
}

/**
 * The participants of a training (training relations): listed with their team and whether they checked
 * in (the training devices' check records), and saved as a whole (the people chosen replace those
 * before), all of them people of the training's project.
 */
export const trainRelationPlans: RoutePlan[] = [
  {
    action: 'participants',
    path: TRAIN_RELATION_API.list,
    access: TRAIN_INFO_RESOURCE.permission.list,
    ids: ofTraining,
    build: ({ db }) =>
      routeParts({
        body: Type.Object({ projectId, trainId }),
        handler: async ({ body }): Promise<TrainParticipant[]> => {
          await checkTraining(db, body.projectId, body.trainId);
          return db
            .select({
              personId: persons.id,
              personName: persons.personName,
              teamName: sql<string>`coalesce(${teams.teamName}, '')`,
              // His first check-in at the training on a training device.
              checkTime: sql<string>`coalesce((select to_char(min(${trainPersonRecords.checkTime}), 'YYYY-MM-DD HH24:MI:SS')
                from ${trainPersonRecords} where ${trainPersonRecords.trainId} = ${trainRelations.trainId}
                  and ${trainPersonRecords.personId} = ${trainRelations.personId}), '')`,
            })
            .from(trainRelations)
            .innerJoin(persons, eq(persons.id, trainRelations.personId))
            .leftJoin(teams, eq(teams.id, persons.teamId))
            .where(eq(trainRelations.trainId, body.trainId))
            .orderBy(asc(persons.personName), asc(persons.id));
        },
      }),
  },
  {
    action: 'saveParticipants',
    path: TRAIN_RELATION_API.save,
    access: TRAIN_INFO_RESOURCE.permission.update,
    ids: ofTraining,
    build: ({ db }) =>
      routeParts({
        body: Type.Object({ projectId, trainId, personIdList: idList }),
        handler: async ({ body }) => {
          await checkTraining(db, body.projectId, body.trainId);
          const wanted = [...new Set(body.personIdList)];
          const found = wanted.length
            ? await db
                .select({ id: persons.id })
                .from(persons)
                .where(and(eq(persons.projectId, body.projectId), inArray(persons.id, wanted)))
            : [];
          if (found.length !== wanted.length) throw new FieldProblem('personIdList', '人员不存在');
          await db.transaction(async (tx) => {
            await tx.delete(trainRelations).where(eq(trainRelations.trainId, body.trainId));
            if (wanted.length) {
              await tx
                .insert(trainRelations)
                .values(wanted.map((personId) => ({ trainId: body.trainId, personId })));
            }
          });
          return null;
        },
      }),
  },
];
