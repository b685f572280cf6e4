import { Type } from '@sinclair/typebox';
import {
  API,
  type CustomScreenDetail,
  type CustomScreenItem,
  MESSAGES,
  type PageResult,
} from '@site/shared-schema';
import { pageFields, pageWindow } from '../../http/paging';
import { defineRoute } from '../../http/route';
import type { AppDeps } from '../../options';
import { tellDisplaysOfScreen } from '../display/tell';
import { toScreenDetail, toScreenItem } from './answers';
import { checkDataSources, namedDocument, readDocument } from './document';
import { playbackKeyRoutes } from './key-routes';
import { playRoute } from './play-route';
import {
  copyName,
  deleteScreen,
  insertScreen,
  pageScreens,
  publishDraft,
  refuseTakenName,
  saveDraft,
} from './queries';
import { relayRoutes } from './relay-routes';
import { screenOfMember } from './screen-access';

const SCREEN_CODE = 'cCustomScreen';
const screenName = Type.Optional(Type.String({ maxLength: 100 }));
/** A screen document object, or its JSON text as the original product stored it. */
const documentField = Type.Optional(Type.Unknown());
const screenBody = Type.Object({ screenId: Type.String({ minLength: 1 }) });

/** The designer's calls: list, add, query, update, delete, copy and publish of a project's screens. */
const designerRoutes = ({ db }: AppDeps) => [
  defineRoute({
    path: API.customScreenList,
    access: SCREEN_CODE,
    projectField: 'projectId',
    body: Type.Object({ projectId: Type.String({ minLength: 1 }), screenName, ...pageFields }),
    handler: async ({ body }): Promise<PageResult<CustomScreenItem>> => {
      const filter = { projectId: body.projectId, screenName: body.screenName?.trim() || undefined };
      const { rows, total } = await pageScreens(db, filter, pageWindow(body));
      return { records: rows.map(toScreenItem), total };
    },
  }),
  defineRoute({
    path: API.customScreenAdd,
    access: SCREEN_CODE,
    projectField: 'projectId',
    body: Type.Object({ projectId: Type.String({ minLength: 1 }), screenName, document: documentField }),
    handler: async ({ user, body }): Promise<CustomScreenDetail> => {
      const given = body.document === undefined ? undefined : readDocument(body.document);
      const named = namedDocument(given, { given: body.screenName });
      await refuseTakenName(db, body.projectId, named.screenName);
      const row = await insertScreen(db, { projectId: body.projectId, ...named, createdBy: user.userId });
      return toScreenDetail(row);
    },
  }),
  defineRoute({
    path: API.customScreenQuery,
    access: SCREEN_CODE,
    body: screenBody,
    handler: async ({ user, body }) => toScreenDetail(await screenOfMember(db, user, body.screenId)),
  }),
  defineRoute({
    path: API.customScreenUpdate,
    access: SCREEN_CODE,
    body: Type.Object({ screenId: Type.String({ minLength: 1 }), screenName, document: documentField }),
    handler: async ({ user, body }): Promise<CustomScreenDetail> => {
      const screen = await screenOfMember(db, user, body.screenId);
      const draft = body.document === undefined ? screen.draft : readDocument(body.document);
      const named = namedDocument(draft, { given: body.screenName, current: screen.screenName });
      // A name kept as it was is never refused, even one another screen took before names were unique.
      if (named.screenName !== screen.screenName)
        await refuseTakenName(db, screen.projectId, named.screenName);
      return toScreenDetail(await saveDraft(db, screen.id, named));
    },
  }),
  defineRoute({
    path: API.customScreenDelete,
    access: SCREEN_CODE,
    message: MESSAGES.deleted,
    body: screenBody,
    handler: async ({ user, body }) => {
      await deleteScreen(db, (await screenOfMember(db, user, body.screenId)).id);
    },
  }),
  defineRoute({
    path: API.customScreenCopy,
    access: SCREEN_CODE,
    body: Type.Object({ screenId: Type.String({ minLength: 1 }), screenName }),
    // The copy is a new draft: unpublished, without the original's keys.
    handler: async ({ user, body }): Promise<CustomScreenDetail> => {
      const source = await screenOfMember(db, user, body.screenId);
      const given = body.screenName?.trim();
      if (given) await refuseTakenName(db, source.projectId, given);
      const name = given || (await copyName(db, source.projectId, source.screenName));
      const named = namedDocument(source.draft, { given: name });
      const row = await insertScreen(db, { projectId: source.projectId, ...named, createdBy: user.userId });
      return toScreenDetail(row);
    },
  }),
  defineRoute({
    path: API.customScreenPublish,
    access: SCREEN_CODE,
    message: '发布成功',
    body: screenBody,
    handler: async ({ user, body, request }): Promise<CustomScreenItem> => {
      const screen = await screenOfMember(db, user, body.screenId);
      // A draft saved before the data-source rule existed is held to it before a wall may play it.
      checkDataSources(screen.draft);
      const published = await publishDraft(db, screen.id);
      await tellDisplaysOfScreen(request.server, db, published);
      return toScreenItem(published);
    },
  }),
];

/** Every route of the screens module: the designer's, the playback keys', the wall's and the relay. */
export const screenRoutes = (deps: AppDeps) => [
  ...designerRoutes(deps),
  ...playbackKeyRoutes(deps),
  playRoute(deps),
  ...relayRoutes(deps),
];
