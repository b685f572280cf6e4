import { type TSchema, Type } from '@sinclair/typebox';
import { AGREEMENT_API, type AgreementParamScope, formatDateTime, isDateText } from '@site/shared-schema';
import { eq } from 'drizzle-orm';
import { teams } from '../../db/schema';
import { ApiError, CODE, fieldError } from '../../http/envelope';
import { pageFields, pageWindow } from '../../http/paging';
import { defineRoute, type RouteSpec } from '../../http/route';
import type { AppDeps } from '../../options';
import { agreementOf } from './agreement-scope';
import {
  type ExchangeContext,
  exitEntry,
  pullCompanies,
  pullTeams,
  uploadAttendance,
  uploadCompanies,
  uploadProject,
  uploadTeams,
} from './exchange';
import { createGovPlatform } from './gov-platform';
import { lockPersons, unlockPersons } from './locks';
import { cleanParams, listParamTargets, paramsOf, saveParams } from './params';
import { startPersonPull } from './person-pull';
import { pageCerts, pageCompanies, pageContracts, pagePersons, pageTeams } from './zqxy-lists';

const id = Type.String({ minLength: 1, maxLength: 100 });
const scopeFields = { projectId: id, agreementCode: id };
const ids = Type.Optional(Type.Array(id, { maxItems: 1000 }));
const listFields = {
  ...scopeFields,
  ...pageFields,
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  /** A select left empty is sent as ''. */
  syncStatus: Type.Optional(
    Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2), Type.Literal('')]),
  ),
};
const DAY = /^\d{4}-\d{2}-\d{2}$/;

type Scope = { projectId: string; agreementCode: string };

/**
 * The agreement families of seed 001 §7 behind /enterprise-agreement/agreement-list [zqxyManage]: the zqxy
 * lists, the extension parameters, and the uploads, pulls and exits with the simulated government platform,
 * each exchange landing in the report log (upload-log).
 */
export const agreementPlatformRoutes = ({ db }: AppDeps): RouteSpec[] => {
  const platform = createGovPlatform();

  /** A route of one agreement of the caller's project: the handler gets the agreement resolved. */
  const route = <S extends TSchema>(
    path: string,
    body: S,
    handler: (
      ctx: ExchangeContext,
      body: S['static'] & Scope,
      user: Parameters<typeof startPersonPull>[1],
    ) => unknown,
    message?: string,
  ) =>
    defineRoute({
      path,
      access: 'zqxyManage',
      projectField: 'projectId',
      body,
      message,
      handler: async ({ body: sent, user, request }) => {
        const scoped = sent as S['static'] & Scope;
        const agreement = await agreementOf(db, scoped.projectId, scoped.agreementCode);
        const publish = (destination: string, message: unknown) =>
          request.server.realtime.publish(destination, message);
        return handler({ db, platform, publish, agreement }, scoped, user);
      },
    });

  const filterOf = (body: { keyword?: string; syncStatus?: 0 | 1 | 2 | '' }) => ({
    keyword: body.keyword?.trim() || undefined,
    syncStatus: body.syncStatus === '' ? undefined : body.syncStatus,
  });

  const paramRoutes = (scope: AgreementParamScope, query: string, save: string) => [
    route(query, Type.Object(scopeFields), ({ agreement }) => listParamTargets(db, agreement, scope)),
    route(
      save,
      Type.Object({
        ...scopeFields,
        targetId: Type.Optional(Type.String({ maxLength: 100 })),
        params: Type.Record(Type.String({ maxLength: 50 }), Type.String({ maxLength: 200 })),
      }),
      ({ agreement }, body) =>
        saveParams(db, agreement, scope, body.targetId ?? '', cleanParams(scope, body.params)),
      '保存成功',
    ),
  ];

  return [
    route(AGREEMENT_API.companyPage, Type.Object(listFields), ({ agreement }, body) =>
      pageCompanies(db, agreement, filterOf(body), pageWindow(body)),
    ),
    route(
      AGREEMENT_API.teamPage,
      Type.Object({ ...listFields, companyId: Type.Optional(Type.String({ maxLength: 100 })) }),
      ({ agreement }, body) =>
        pageTeams(
          db,
          agreement,
          { ...filterOf(body), companyId: body.companyId || undefined },
          pageWindow(body),
        ),
    ),
    route(
      AGREEMENT_API.personPage,
      Type.Object({
        ...listFields,
        lockStatus: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal('')])),
      }),
      ({ agreement }, body) =>
        pagePersons(
          db,
          agreement,
          { ...filterOf(body), lockStatus: body.lockStatus === '' ? undefined : body.lockStatus },
          pageWindow(body),
        ),
    ),
    route(AGREEMENT_API.contractPage, Type.Object(listFields), ({ agreement }, body) =>
      pageContracts(db, agreement, filterOf(body), pageWindow(body)),
    ),
    route(AGREEMENT_API.certPage, Type.Object(listFields), ({ agreement }, body) =>
      pageCerts(db, agreement, filterOf(body), pageWindow(body)),
    ),
    route(
      AGREEMENT_API.companyInfo,
      Type.Object({ ...scopeFields, companyId: id }),
      async ({ agreement }, body) => {
        const page = await pageCompanies(db, agreement, {}, { limit: 1000, offset: 0 });
        const company = page.records.find((row) => row.sourceId === body.companyId);
        if (!company) throw new ApiError(CODE.notFound, '企业不存在');
        return company;
      },
    ),
    route(
      AGREEMENT_API.teamInfo,
      Type.Object({ ...scopeFields, teamId: id }),
      async ({ agreement }, body) => {
        const [team] = await db
          .select({ companyId: teams.companyId })
          .from(teams)
          .where(eq(teams.id, body.teamId));
        const page = team
          ? await pageTeams(db, agreement, { companyId: team.companyId }, { limit: 1000, offset: 0 })
          : undefined;
        const row = page?.records.find((record) => record.sourceId === body.teamId);
        if (!row) throw new ApiError(CODE.notFound, '班组不存在');
        return { ...row, params: await paramsOf(db, agreement.id, 'TEAM', body.teamId) };
      },
    ),
    ...paramRoutes('PROJECT', AGREEMENT_API.projectExtend, AGREEMENT_API.projectSaveParam),
    ...paramRoutes('TEAM', AGREEMENT_API.teamExtend, AGREEMENT_API.teamSaveParam),
    ...paramRoutes('DEVICE', AGREEMENT_API.deviceExtend, AGREEMENT_API.deviceSaveParam),
    ...paramRoutes('CA_DEVICE', AGREEMENT_API.caDeviceExtend, AGREEMENT_API.caDeviceSaveParam),
    route(AGREEMENT_API.projectUpload, Type.Object(scopeFields), (ctx) => uploadProject(ctx)),
    route(AGREEMENT_API.companyUpload, Type.Object({ ...scopeFields, companyIds: ids }), (ctx, body) =>
      uploadCompanies(ctx, body.companyIds),
    ),
    route(AGREEMENT_API.teamUpload, Type.Object({ ...scopeFields, teamIds: ids }), (ctx, body) =>
      uploadTeams(ctx, body.teamIds),
    ),
    route(
      AGREEMENT_API.verifyRecordUpload,
      Type.Object({ ...scopeFields, recordDate: Type.Optional(Type.String({ pattern: DAY.source })) }),
      (ctx, body) => {
        if (body.recordDate && !isDateText(body.recordDate)) throw fieldError('recordDate', '不是有效的日期');
        return uploadAttendance(ctx, body.recordDate || formatDateTime(Date.now(), 'YYYY-MM-DD'));
      },
    ),
    route(AGREEMENT_API.pullCompany, Type.Object(scopeFields), (ctx) => pullCompanies(ctx)),
    route(AGREEMENT_API.pullTeam, Type.Object(scopeFields), (ctx) => pullTeams(ctx)),
    route(
      AGREEMENT_API.pullPerson,
      Type.Object(scopeFields),
      (ctx, _body, user) => startPersonPull(ctx, user),
      '拉取任务已创建，请到任务中心查看',
    ),
    route(AGREEMENT_API.companyExit, Type.Object({ ...scopeFields, companyId: id }), (ctx, body) =>
      exitEntry(ctx, 'COMPANY', body.companyId),
    ),
    route(AGREEMENT_API.teamExit, Type.Object({ ...scopeFields, teamId: id }), (ctx, body) =>
      exitEntry(ctx, 'TEAM', body.teamId),
    ),
    route(
      AGREEMENT_API.lockPerson,
      Type.Object({
        ...scopeFields,
        personIds: Type.Array(id, { minItems: 1, maxItems: 1000 }),
        lockReason: Type.String({ minLength: 1, maxLength: 200 }),
      }),
      ({ agreement }, body) => lockPersons(db, agreement, body.personIds, body.lockReason.trim()),
      '锁定成功',
    ),
    route(
      AGREEMENT_API.unlockPerson,
      Type.Object({ ...scopeFields, personIds: Type.Array(id, { minItems: 1, maxItems: 1000 }) }),
      ({ agreement }, body) => unlockPersons(db, agreement, body.personIds),
      '解锁成功',
    ),
  ];
};
