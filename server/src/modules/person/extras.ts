import { Type } from '@sinclair/typebox';
import {
  checkFieldValue,
  DATE_FORMAT,
  formatDateTime,
  MESSAGES,
  PERSON_API,
  PERSON_RESOURCE,
  type PersonType,
  type ResourceField,
} from '@site/shared-schema';
import { and, inArray, ne, type SQL } from 'drizzle-orm';
import { persons, teams } from '../../db/schema';
import { ApiError, CODE, fieldError } from '../../http/envelope';
import { changeRows, requireSelection } from '../../resource/batch';
import { idList, projectId } from '../../resource/body-schemas';
import { inWrite } from '../../resource/context';
import { fixedValues, scopeWhere } from '../../resource/filters';
import { dictionaryType, loadOptions } from '../../resource/options';
import { type RoutePlan, routeParts } from '../../resource/plan';
import { ownRows, readRows, rowId } from '../../resource/rows';
import { removeRecords } from '../../resource/write';
import { listDictionary } from '../dictionary/queries';
import { resetFaceSync } from '../verify-device/sync-state';
import { personAdapter } from './adapter';
import { formFieldsOf } from './form-fields';

const bad = (message: string) => new ApiError(CODE.badRequest, message);
const code = PERSON_RESOURCE.permission;
const personIds = { field: 'personIds', many: true, of: PERSON_RESOURCE } as const;
const personType = Type.Optional(Type.Union([Type.String(), Type.Null()]));
const optionalText = (maxLength: number) =>
  Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]));

const fieldOf = (key: string) => PERSON_RESOURCE.fields.find((field) => field.key === key) as ResourceField;

/** The person calls beyond the list's own (seed 001 §7 Personnel calls, seed 000 §7 batch allocation). */
export const personExtraPlans: RoutePlan[] = [
  {
    action: 'deleteByProject',
    path: PERSON_API.deleteByProject,
    access: code.remove,
    build: (deps) =>
      routeParts({
        body: Type.Object({ projectId, personType }),
        message: MESSAGES.deleted,
        handler: async ({ body, user }) => {
          const fixed = fixedValues(personAdapter, body);
          // Everybody of one list, never the whole roster at once.
          if (!fixed.personType) throw fieldError('personType', '必填');
          await inWrite(deps, user, body.projectId, fixed, async (context) => {
            const rows = await readRows(
              context.db,
              personAdapter,
              scopeWhere(personAdapter, body.projectId, fixed),
            );
            const ids = rows.map((row) => rowId(PERSON_RESOURCE, row));
            await removeRecords(PERSON_RESOURCE, personAdapter, context, ids);
          });
        },
      }),
  },
  {
    action: 'updateOnJobStatus',
    path: PERSON_API.updateOnJobStatus,
    access: code.update,
    ids: personIds,
    build: (deps) =>
      routeParts({
        body: Type.Object({
          projectId,
          personIds: idList,
          onJobStatus: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(0)])),
          exitDate: optionalText(10),
        }),
        handler: async ({ body, user }) => {
          requireSelection(body.personIds, MESSAGES.selectPersons);
          await inWrite(deps, user, body.projectId, {}, async (context) => {
            const rows = await ownRows(
              context.db,
              personAdapter,
              scopeWhere(personAdapter, body.projectId, {}),
              body.personIds,
            );
            if (body.onJobStatus === undefined) throw bad('请选择在职状态');
            const exitProblem = checkFieldValue(fieldOf('exitDate'), body.exitDate);
            if (exitProblem) throw bad(exitProblem);
            // Leaving the job dates the exit (today unless told); coming back clears it.
            const exitDate =
              body.onJobStatus === 0 ? body.exitDate || formatDateTime(Date.now(), DATE_FORMAT) : null;
            await changeRows(PERSON_RESOURCE, personAdapter, context, rows, 'STATUS', async (ids) => {
              await context.db
                .update(persons)
                .set({ onJobStatus: body.onJobStatus, exitDate, updatedAt: new Date() })
                .where(inArray(persons.id, ids));
              // Leaving takes them off the devices; coming back makes them pending there.
              await resetFaceSync(context.db, ids);
            });
          });
        },
      }),
  },
  {
    action: 'batchUpdate',
    path: PERSON_API.batchUpdate,
    access: code.update,
    ids: personIds,
    build: (deps) =>
      routeParts({
        body: Type.Object({
          projectId,
          personIds: idList,
          companyId: optionalText(64),
          teamId: optionalText(64),
          workerTypeId: optionalText(64),
        }),
        message: '分配成功',
        handler: async ({ body, user }) => {
          requireSelection(body.personIds, MESSAGES.selectPersons);
          await inWrite(deps, user, body.projectId, {}, async (context) => {
            const scope = scopeWhere(personAdapter, body.projectId, {});
            const rows = await ownRows(context.db, personAdapter, scope, body.personIds);
            const { companyId, teamId, workerTypeId } = body;
            if (!companyId) throw bad(MESSAGES.companyRequired);
            // Team mode sends teamId, work-type mode workerTypeId (the allot dialog's types 1 and 2).
            if (teamId === undefined && workerTypeId === undefined) throw bad(MESSAGES.teamRequired);
            if (teamId !== undefined && !teamId) throw bad(MESSAGES.teamRequired);
            if (workerTypeId !== undefined && !workerTypeId) throw bad(MESSAGES.workTypeRequired);

            const options = await loadOptions(context.db, PERSON_RESOURCE, {
              ...context.operator,
              fixed: {},
            });
            if (!options.companies.has(companyId)) throw bad('所属企业不存在');
            if (teamId) {
              const team = options.teams.get(teamId);
              if (!team) throw bad('班组不存在');
              if (team.companyId !== companyId) throw bad('班组不属于所选企业');
            }
            // A work type for workers, a post for managers: the option must suit everyone chosen.
            for (const type of workerTypeId ? new Set(rows.map((row) => String(row.personType))) : []) {
              const typeCode = dictionaryType(fieldOf('workerTypeId'), { personType: type }) ?? '';
              const choices = await listDictionary(context.db, { ...context.operator, typeCode });
              if (!choices.some((choice) => choice.dictionaryId === workerTypeId)) throw bad('工种不存在');
            }
            await changeRows(PERSON_RESOURCE, personAdapter, context, rows, 'ALLOT', async (ids) => {
              const set = {
                companyId,
                updatedAt: new Date(),
                ...(teamId ? { teamId } : {}),
                ...(workerTypeId ? { workerTypeId } : {}),
              };
              await context.db.update(persons).set(set).where(inArray(persons.id, ids));
              // Another team may work in another area: pending on the devices now meant for them.
              await resetFaceSync(context.db, ids);
              if (teamId) return;
              // A new company takes its people out of the teams of another company.
              const otherTeams = context.db
                .select({ id: teams.id })
                .from(teams)
                .where(ne(teams.companyId, companyId));
              await context.db
                .update(persons)
                .set({ teamId: null })
                .where(and(inArray(persons.id, ids), inArray(persons.teamId, otherTeams)) as SQL);
            });
          });
        },
      }),
  },
  {
    action: 'formFields',
    path: PERSON_API.formFields,
    access: code.list,
    build: ({ db }) =>
      routeParts({
        body: Type.Object({ projectId, personType }),
        handler: async ({ body, user }) => {
          const { personType: type } = fixedValues(personAdapter, body);
          if (!type) throw fieldError('personType', '必填');
          return formFieldsOf(db, {
            orgId: user.orgId,
            projectId: body.projectId,
            personType: type as PersonType,
          });
        },
      }),
  },
];
