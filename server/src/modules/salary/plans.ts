import { Type } from '@sinclair/typebox';
import {
  checkAdjustment,
  checkPayTotal,
  checkPieces,
  formatDateTime,
  PERSON_SALARY_API,
  PERSON_SALARY_RESOURCE,
  SALARY_MESSAGES,
  SALARY_MONTH,
  type SalaryUploadResult,
} from '@site/shared-schema';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { personSalaries } from '../../db/schema';
import { ApiError, CODE, fieldError } from '../../http/envelope';
import type { StoredRow, WriteContext } from '../../resource/adapter';
import { changeRows } from '../../resource/batch';
import { idList, projectId } from '../../resource/body-schemas';
import { inWrite } from '../../resource/context';
import { FieldProblem } from '../../resource/field-problem';
import { scopeWhere } from '../../resource/filters';
import { type RoutePlan, routeParts } from '../../resource/plan';
import { logSnapshot } from '../../resource/present';
import { RESOURCE_MESSAGES } from '../../resource/register';
import { ownRows, readRows } from '../../resource/rows';
import { recordOperations } from '../operate-log/write';
import { findHolder } from '../person/holder';
import { salaryAdapter } from './adapter';
import { calculateMonth, payRowsOf } from './calculate';
import { summaryPlan } from './summary';
import { uploadRows } from './upload';

const resource = PERSON_SALARY_RESOURCE;
const { permission } = resource;
const bad = (message: string) => new ApiError(CODE.badRequest, message);
const now = () => formatDateTime(Date.now());
const thisMonth = () => formatDateTime(Date.now(), 'YYYY-MM');

/** A month the body names: 'YYYY-MM', not after this one. */
function checkedMonth(value: string | undefined | null): string {
  const month = value?.trim() ?? '';
  if (!SALARY_MONTH.test(month)) throw fieldError('salaryMonth', SALARY_MESSAGES.monthFormat);
  if (month > thisMonth()) throw fieldError('salaryMonth', SALARY_MESSAGES.futureMonth);
  return month;
}

const nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Optional(Type.Union([schema, Type.Null()]));

/** The body of settle and reUpload: chosen rows, else every row of the month. */
const batchBody = Type.Object({
  projectId,
  salaryMonth: nullable(Type.String({ maxLength: 7 })),
  payIdList: Type.Optional(idList),
});

/** The rows a batch call names (404 for another project's), else the month's; only those `eligible`. */
async function batchRows(
  context: WriteContext,
  body: { projectId: string; salaryMonth?: string | null; payIdList?: string[] },
): Promise<StoredRow[]> {
  const scope = scopeWhere(salaryAdapter, body.projectId, {});
  if (body.payIdList?.length) return ownRows(context.db, salaryAdapter, scope, body.payIdList);
  const month = checkedMonth(body.salaryMonth);
  return readRows(context.db, salaryAdapter, and(scope, eq(personSalaries.salaryMonth, month)) as SQL);
}

/** The upload results of rows after a batch call. */
async function resultOf(
  context: WriteContext,
  settled: number,
  rows: StoredRow[],
): Promise<SalaryUploadResult> {
  const after = await readRows(
    context.db,
    salaryAdapter,
    inArray(
      personSalaries.id,
      rows.map((row) => String(row.payId)),
    ) as SQL,
  );
  const count = (status: string) => after.filter((row) => row.uploadStatus === status).length;
  return { settled, succeeded: count('SUCCEEDED'), failed: count('FAILED') };
}

export const salaryPlans: RoutePlan[] = [
  {
    // One person added to a month's pay (or his unsettled row refreshed), computed like the others;
    // pieces, adjustment and remark as given.
    action: 'add',
    path: PERSON_SALARY_API.add,
    access: permission.add,
    build: (deps) =>
      routeParts({
        body: Type.Object({
          projectId,
          personId: Type.Union([Type.String({ maxLength: 64 }), Type.Null()]),
          salaryMonth: nullable(Type.String({ maxLength: 7 })),
          pieces: nullable(Type.Number()),
          adjustment: nullable(Type.Number()),
          remark: nullable(Type.String({ maxLength: 200 })),
        }),
        message: RESOURCE_MESSAGES.added,
        handler: async ({ body, user }) => {
          const month = body.salaryMonth ? checkedMonth(body.salaryMonth) : thisMonth();
          const pieces = checkPieces(body.pieces);
          if (pieces) throw new FieldProblem('pieces', pieces);
          const adjustment = checkAdjustment(body.adjustment);
          if (adjustment) throw new FieldProblem('adjustment', adjustment);
          return inWrite(deps, user, body.projectId, {}, async (context) => {
            const person = await findHolder(context, body);
            const [row] = await payRowsOf(context.db, body.projectId, month, [person.personId], now());
            // Without a contract there is no pay to count pieces for or adjust.
            const given = {
              pieces: row.wageMode ? (body.pieces ?? 0) : 0,
              adjustment: row.wageMode ? (body.adjustment ?? 0) : 0,
              remark: body.remark?.trim() ?? '',
            };
            const listed = and(
              eq(personSalaries.projectId, body.projectId),
              eq(personSalaries.salaryMonth, month),
              eq(personSalaries.personId, person.personId),
            ) as SQL;
            const [before] = await readRows(context.db, salaryAdapter, listed);
            if (before?.settleStatus === 'SETTLED') throw bad(SALARY_MESSAGES.settledEdit);
            if (before) {
              await context.db
                .update(personSalaries)
                .set({ ...row, ...given, updatedAt: new Date() })
                .where(listed);
            } else {
              await context.db.insert(personSalaries).values({ ...row, ...given });
            }
            const [after] = await readRows(context.db, salaryAdapter, listed);
            // The pay is the database's to compute: a deduction larger than it undoes the write.
            const tooMuch = checkPayTotal(after, after.pieces, after.adjustment);
            if (tooMuch) throw new FieldProblem('adjustment', tooMuch);
            const created = { id: String(after.payId) };
            await recordOperations(context.db, context.operator, [
              {
                module: resource.name,
                operateType: before ? 'UPDATE' : 'ADD',
                targetId: created.id,
                targetName: person.personName,
                before: before ? logSnapshot(resource, before) : null,
                after: logSnapshot(resource, after),
              },
            ]);
            return { payId: created.id };
          });
        },
      }),
  },
  {
    action: 'calculate',
    path: PERSON_SALARY_API.calculate,
    access: permission.update,
    build: (deps) =>
      routeParts({
        body: Type.Object({ projectId, salaryMonth: nullable(Type.String({ maxLength: 7 })) }),
        message: SALARY_MESSAGES.calculated,
        handler: async ({ body }) => {
          const month = checkedMonth(body.salaryMonth);
          return deps.db.transaction((db) => calculateMonth(db, body.projectId, month, now()));
        },
      }),
  },
  {
    action: 'salarySettle',
    path: PERSON_SALARY_API.salarySettle,
    access: permission.update,
    ids: { field: 'payIdList', many: true, of: resource },
    build: (deps) =>
      routeParts({
        body: batchBody,
        message: SALARY_MESSAGES.settled,
        handler: async ({ body, user }) =>
          inWrite(deps, user, body.projectId, {}, async (context) => {
            const rows = (await batchRows(context, body)).filter((row) => row.settleStatus === 'UNSETTLED');
            const chosen = Boolean(body.payIdList?.length);
            const withoutContract = rows.find((row) => !row.wageMode);
            if (chosen && withoutContract) {
              throw bad(`${withoutContract.personName}${SALARY_MESSAGES.noContract}，不能结算`);
            }
            const payable = rows.filter((row) => row.wageMode);
            if (payable.length === 0) throw bad(SALARY_MESSAGES.noneToSettle);
            const time = now();
            await changeRows(resource, salaryAdapter, context, payable, 'STATUS', async (ids) => {
              await context.db
                .update(personSalaries)
                .set({ settleStatus: 'SETTLED', settleTime: time, updatedAt: new Date() })
                .where(inArray(personSalaries.id, ids));
              await uploadRows(context.db, body.projectId, payable, time);
            });
            return resultOf(context, payable.length, payable);
          }),
      }),
  },
  {
    action: 'reUpload',
    path: PERSON_SALARY_API.reUpload,
    access: permission.update,
    ids: { field: 'payIdList', many: true, of: resource },
    build: (deps) =>
      routeParts({
        body: batchBody,
        message: SALARY_MESSAGES.reUploaded,
        handler: async ({ body, user }) =>
          inWrite(deps, user, body.projectId, {}, async (context) => {
            const rows = (await batchRows(context, body)).filter(
              (row) => row.settleStatus === 'SETTLED' && row.uploadStatus === 'FAILED',
            );
            if (rows.length === 0) throw bad(SALARY_MESSAGES.noneToReUpload);
            await changeRows(resource, salaryAdapter, context, rows, 'STATUS', () =>
              uploadRows(context.db, body.projectId, rows, now()),
            );
            return resultOf(context, 0, rows);
          }),
      }),
  },
  summaryPlan,
];
