import { randomUUID } from 'node:crypto';
import { AGREEMENT_SYNC_STATUS, type TaskStatus, ZQXY_PERSON_PULL_TASK } from '@site/shared-schema';
import { asc, eq } from 'drizzle-orm';
import { companies, dictionaries, fileTasks, persons, teams } from '../../db/schema';
import type { SessionUser } from '../../http/route';
import { insertDetails, type NewDetail } from '../task/detail-queries';
import { insertTask } from '../task/queries';
import { type Answered, entriesOf, recordAnswers } from './entries';
import type { ExchangeContext } from './exchange';
import type { Exchange } from './report';
import { reportExchanges } from './report';

const PULL_FAILED = '人员拉取失败';

/**
 * pullPerson: the platform's record of every person of the project, as a ZQXY_PERSON_PULL task of the
 * task centre. The call answers the task's id at once; each person becomes a detail row (success, or the
 * platform's reason), each answer an entry of the person list and a line of the report log, all written
 * in a statement per thousand rows once the platform has answered for everyone.
 */
export async function startPersonPull(ctx: ExchangeContext, user: SessionUser): Promise<{ taskId: string }> {
  const { db, platform, agreement } = ctx;
  const taskId = randomUUID();
  await insertTask(db, {
    id: taskId,
    orgId: user.orgId,
    projectId: agreement.projectId,
    userId: user.userId,
    taskName: `${agreement.agreementName}人员拉取`,
    taskType: ZQXY_PERSON_PULL_TASK,
    operateType: 'ZQXY',
    taskStatus: 'TASK_EXECUTE',
  });
  const finish = (taskStatus: TaskStatus, taskResult: string, total = 0) =>
    db
      .update(fileTasks)
      .set({ taskStatus, taskResult, progress: total, total, updatedAt: new Date() })
      .where(eq(fileTasks.id, taskId));

  const run = async () => {
    const people = await db
      .select({
        id: persons.id,
        personName: persons.personName,
        idcardNumber: persons.idcardNumber,
        teamId: persons.teamId,
        companyName: companies.companyName,
        teamName: teams.teamName,
        workerTypeName: dictionaries.dictionaryName,
      })
      .from(persons)
      .innerJoin(companies, eq(companies.id, persons.companyId))
      .leftJoin(teams, eq(teams.id, persons.teamId))
      .leftJoin(dictionaries, eq(dictionaries.id, persons.workerTypeId))
      .where(eq(persons.projectId, agreement.projectId))
      .orderBy(asc(persons.personName), asc(persons.id));
    const teamEntries = await entriesOf(db, agreement.id, 'TEAM');
    const answered: Answered[] = [];
    const details: NewDetail[] = [];
    const exchanges: Exchange[] = [];
    for (const [index, person] of people.entries()) {
      const team = person.teamId ? teamEntries.get(person.teamId) : undefined;
      const teamCode = team?.syncStatus === AGREEMENT_SYNC_STATUS.accepted ? team.platformCode : '';
      const workerTypeName = person.workerTypeName ?? '';
      const answer = platform.pullPerson(agreement.agreementCode, { ...person, teamCode, workerTypeName });
      answered.push({ sourceId: person.id, answer, extra: answer.accepted ? answer.cert : undefined });
      details.push({
        taskId,
        rowNumber: index + 1,
        recordStatus: answer.accepted ? 1 : 0,
        recordContent: answer.accepted ? '' : answer.message,
        data: {
          personId: person.id,
          personName: person.personName,
          idcardNumber: person.idcardNumber,
          companyName: person.companyName,
          teamName: person.teamName ?? '',
          workerTypeName,
        },
      });
      exchanges.push({ logType: 'SAVE_PROJECT_WORKER', sourceName: person.personName, ...answer });
    }
    await recordAnswers(db, agreement.id, 'PERSON', answered);
    await insertDetails(db, details);
    const result = await reportExchanges(db, ctx.publish, agreement, exchanges);
    const status: TaskStatus =
      result.accepted === result.total
        ? 'TASK_ALL_FINISH'
        : result.accepted > 0
          ? 'TASK_PART_FINISH'
          : 'TASK_FAIL';
    await finish(status, `拉取${result.total}人，成功${result.accepted}人`, result.total);
  };
  setTimeout(() => {
    run().catch(() => finish('TASK_FAIL', PULL_FAILED).catch(() => {}));
  }, 0);
  return { taskId };
}
