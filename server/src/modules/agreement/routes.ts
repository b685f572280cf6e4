import { Type } from '@sinclair/typebox';
import {
  type AgreementExceptionNotice,
  type AgreementLockMessage,
  API,
  formatDateTime,
} from '@site/shared-schema';
import { parseDateTime } from '../../http/datetime';
import { defineRoute } from '../../http/route';
import type { AppDeps } from '../../options';
import { exportTask } from '../task/export-task';
import { lockedPersonsExport } from './lock-export';
import {
  countLockedPersons,
  findNoticeDate,
  listAgreements,
  listExceptions,
  saveNoticeDate,
} from './queries';

const projectBody = Type.Object({ projectId: Type.String({ minLength: 1 }) });

const lockMessage = (locked: number): AgreementLockMessage =>
  locked > 0
    ? {
        warn: true,
        msg: `当前项目有${locked}名劳务人员因企业协议数据异常被锁定，请导出锁定人员表并尽快处理。`,
      }
    : { warn: false, msg: '' };

/**
 * The agreement list of the first load and the layout's entry checks (seed 000 §4). Every user entering a
 * project runs the exception check, so it needs only membership; the lock calls need the seed's lock code.
 */
export const agreementRoutes = (deps: AppDeps) => {
  const { db } = deps;
  const lockedPersons = lockedPersonsExport(deps);
  return [
    defineRoute({
      path: API.agreementList,
      access: 'session',
      projectField: 'projectId',
      body: projectBody,
      handler: ({ body }) => listAgreements(db, body.projectId),
    }),
    defineRoute({
      path: API.agreementExceptionNotice,
      access: 'session',
      projectField: 'projectId',
      body: projectBody,
      handler: async ({ user, body }): Promise<AgreementExceptionNotice> => ({
        projectId: body.projectId,
        agreementExcptionNoneDate: (await findNoticeDate(db, body.projectId, user.userId)) ?? '',
      }),
    }),
    defineRoute({
      path: API.agreementExceptionList,
      access: 'session',
      projectField: 'projectId',
      body: projectBody,
      handler: ({ body }) => listExceptions(db, body.projectId),
    }),
    defineRoute({
      path: API.updateAgreementExceptionNotice,
      access: 'session',
      projectField: 'projectId',
      body: Type.Object({
        projectId: Type.String({ minLength: 1 }),
        agreementExcptionNoneDate: Type.Optional(Type.String({ maxLength: 19 })),
      }),
      // Empty clears the stamp: the user acknowledged without asking for a quiet day.
      handler: async ({ user, body }) => {
        const stamp = body.agreementExcptionNoneDate?.trim();
        const noneDate = stamp ? formatDateTime(parseDateTime('agreementExcptionNoneDate', stamp)) : null;
        await saveNoticeDate(db, body.projectId, user.userId, noneDate);
      },
    }),
    defineRoute({
      path: API.agreementLockMsg,
      access: 'frontSiteProjectAgreementGetLockMsg',
      projectField: 'projectId',
      body: projectBody,
      handler: async ({ body }) => lockMessage(await countLockedPersons(db, body.projectId)),
    }),
    defineRoute({
      path: API.exportAgreementLockPerson,
      access: 'frontSiteProjectAgreementGetLockMsg',
      projectField: 'projectId',
      message: '导出成功，请到任务中心下载',
      body: projectBody,
      handler: async ({ user, body }) => {
        await exportTask(deps, lockedPersons, user, body);
      },
    }),
  ];
};
