import { Type } from '@sinclair/typebox';
import {
  checkLedProgram,
  LED_ACCESS,
  LED_API,
  LED_LIMITS,
  LED_MESSAGES,
  LED_TEXT_EFFECTS,
  type LedProgramInput,
  MESSAGES,
} from '@site/shared-schema';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ledPrograms, ledScreens } from '../../db/schema';
import { ApiError, CODE } from '../../http/envelope';
import { pageFields, pageWindow } from '../../http/paging';
import { defineRoute } from '../../http/route';
import type { AppDeps } from '../../options';
import { idList, projectId } from '../../resource/body-schemas';
import { RESOURCE_MESSAGES } from '../../resource/register';
import { ledControllersOf } from './controllers';
import { programPage, projectProgram, projectScreens } from './queries';
import { sendProgram } from './send';

const id = Type.String({ minLength: 1, maxLength: 64 });
const number = Type.Number();

const item = Type.Object({
  content: Type.String({ maxLength: 1000 }),
  fontSize: number,
  color: Type.String({ maxLength: 16 }),
  x: number,
  y: number,
  effect: Type.Union(LED_TEXT_EFFECTS.map((effect) => Type.Literal(effect))),
});

/** Types only; checkLedProgram words what a value must look like. */
const programInput = {
  programName: Type.String({ maxLength: 200 }),
  width: number,
  height: number,
  background: Type.String({ maxLength: 16 }),
  items: Type.Array(item, { maxItems: 100 }),
  screenIds: Type.Array(id, { maxItems: 100 }),
};

/** The checked program, trimmed, with target screens of the project only. */
async function checkedInput(
  db: Database,
  projectId: string,
  input: LedProgramInput,
): Promise<LedProgramInput> {
  const program = {
    ...input,
    programName: input.programName.trim(),
    items: input.items.map((text) => ({ ...text, content: text.content.trim() })),
    screenIds: [...new Set(input.screenIds)],
  };
  const problem = checkLedProgram(program);
  if (problem) throw new ApiError(CODE.badRequest, problem);
  if (program.screenIds.length > 0) {
    const known = await db
      .select({ id: ledScreens.id })
      .from(ledScreens)
      .where(and(eq(ledScreens.projectId, projectId), inArray(ledScreens.id, program.screenIds)));
    if (known.length !== program.screenIds.length)
      throw new ApiError(CODE.badRequest, LED_MESSAGES.unknownScreen);
  }
  return program;
}

const columnsOf = (program: LedProgramInput) => ({
  programName: program.programName,
  width: program.width,
  height: program.height,
  background: program.background,
  items: program.items,
  screenIds: program.screenIds,
});

/** LED programs (seed 001 §7 siteLedProgram) and the project's LED screens, all under cLedManager. */
export const ledRoutes = ({ db, options }: AppDeps) => [
  defineRoute({
    path: LED_API.screens,
    access: LED_ACCESS,
    projectField: 'projectId',
    body: Type.Object({ projectId }),
    handler: ({ body }) => projectScreens(db, body.projectId),
  }),
  defineRoute({
    path: LED_API.page,
    access: LED_ACCESS,
    projectField: 'projectId',
    body: Type.Object({
      projectId,
      programName: Type.Optional(Type.String({ maxLength: LED_LIMITS.nameLength })),
      ...pageFields,
    }),
    handler: ({ body }) => programPage(db, body.projectId, body.programName?.trim() ?? '', pageWindow(body)),
  }),
  defineRoute({
    path: LED_API.query,
    access: LED_ACCESS,
    projectField: 'projectId',
    body: Type.Object({ projectId, programId: id }),
    handler: ({ body }) => projectProgram(db, body.projectId, body.programId),
  }),
  defineRoute({
    path: LED_API.add,
    access: LED_ACCESS,
    projectField: 'projectId',
    body: Type.Object({ projectId, ...programInput }),
    message: RESOURCE_MESSAGES.added,
    handler: async ({ body }) => {
      const program = await checkedInput(db, body.projectId, body);
      const [row] = await db
        .insert(ledPrograms)
        .values({ projectId: body.projectId, ...columnsOf(program) })
        .returning({ id: ledPrograms.id });
      return projectProgram(db, body.projectId, row.id);
    },
  }),
  defineRoute({
    path: LED_API.update,
    access: LED_ACCESS,
    projectField: 'projectId',
    body: Type.Object({ projectId, programId: id, ...programInput }),
    message: RESOURCE_MESSAGES.updated,
    handler: async ({ body }) => {
      await projectProgram(db, body.projectId, body.programId);
      const program = await checkedInput(db, body.projectId, body);
      await db
        .update(ledPrograms)
        .set({ ...columnsOf(program), updatedAt: new Date() })
        .where(eq(ledPrograms.id, body.programId));
      return projectProgram(db, body.projectId, body.programId);
    },
  }),
  defineRoute({
    path: LED_API.remove,
    access: LED_ACCESS,
    projectField: 'projectId',
    body: Type.Object({ projectId, programIdList: idList }),
    message: MESSAGES.deleted,
    handler: async ({ body }) => {
      const ids = [...new Set(body.programIdList)];
      if (ids.length === 0) throw new ApiError(CODE.badRequest, '请选择要删除的节目');
      const where = and(eq(ledPrograms.projectId, body.projectId), inArray(ledPrograms.id, ids));
      const own = await db.select({ id: ledPrograms.id }).from(ledPrograms).where(where);
      if (own.length !== ids.length) throw new ApiError(CODE.notFound, LED_MESSAGES.notFound);
      await db.delete(ledPrograms).where(where);
    },
  }),
  defineRoute({
    path: LED_API.copy,
    access: LED_ACCESS,
    projectField: 'projectId',
    body: Type.Object({ projectId, programId: id }),
    message: RESOURCE_MESSAGES.added,
    handler: async ({ body }) => {
      const source = await projectProgram(db, body.projectId, body.programId);
      const name = `${source.programName}-副本`.slice(0, LED_LIMITS.nameLength);
      const [row] = await db
        .insert(ledPrograms)
        .values({ projectId: body.projectId, ...columnsOf({ ...source, programName: name }) })
        .returning({ id: ledPrograms.id });
      return projectProgram(db, body.projectId, row.id);
    },
  }),
  defineRoute({
    path: LED_API.send,
    access: LED_ACCESS,
    projectField: 'projectId',
    body: Type.Object({
      projectId,
      programId: id,
      screenIds: Type.Optional(Type.Array(id, { maxItems: 100 })),
    }),
    message: LED_MESSAGES.sent,
    handler: async ({ body, request }) => {
      const program = await projectProgram(db, body.projectId, body.programId);
      const fleet = ledControllersOf(request.server, options.simulator);
      await sendProgram(db, fleet, program, [...new Set(body.screenIds ?? program.screenIds)], (error) =>
        request.server.log.warn(`led send: ${error.message}`),
      );
      return projectProgram(db, body.projectId, body.programId);
    },
  }),
];
