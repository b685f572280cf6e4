import type { Readable } from 'node:stream';
import type { Static, TSchema } from '@sinclair/typebox';
import { RESOURCE_CODES, type ResourceCode } from '@site/shared-schema';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, CODE, envelope, MESSAGE } from './envelope';
import { strictBodyValidator } from './strict-body';

/** Who may call a route: anyone, any signed-in user, or a user holding that resource code. */
export type Access = 'public' | 'session' | ResourceCode;

/**
 * Whether walls may call a route with a playback key instead of a session: `true` for the site data of
 * the key's project (the route names its project field, which must be the key's project), `'org'` for
 * a call that is not about one project (the data-source relay: the key's organisation only).
 */
export type WallAccess = boolean | 'org';

/** The header a wall sends its playback key in. */
export const PLAYBACK_KEY_HEADER = 'x-playback-key';

/** The caller of a route with a session. */
export interface SessionUser {
  userId: string;
  orgId: string;
  loginName: string;
  tokenHash: string;
  /** The role a role switch narrowed the session to; null while it holds every role of the user. */
  roleId: string | null;
}

/**
 * What a live playback key stands for: one screen of one project. A registered display's token is such a
 * key too, for the screen it is assigned or the screens of its playlist (none yet: unpublished).
 */
export interface PlaybackGrant {
  /** The screens it may play: its own screen for a key. */
  screenIds: readonly string[];
  /** The registered display holding it; absent for a screen's key. */
  displayId?: string;
  projectId: string;
  orgId: string;
  /** Walls play only a published screen of an enabled project. */
  published: boolean;
  projectEnabled: boolean;
}

/** Who called: a public route has no caller; a wall route has a session or else a playback key. */
export type RouteCaller<A extends Access, W extends WallAccess> = A extends 'public'
  ? { user: null; playback: null }
  : W extends false
    ? { user: SessionUser; playback: null }
    : { user: SessionUser; playback: null } | { user: null; playback: PlaybackGrant };

export type RouteContext<Body, Caller> = {
  body: Body;
  request: FastifyRequest;
  reply: FastifyReply;
} & Caller;

export interface RouteSpec<
  S extends TSchema = TSchema,
  A extends Access = Access,
  W extends WallAccess = WallAccess,
> {
  path: string;
  access: A;
  /** The body field holding a project id: when given, the caller must be a member of that project. */
  projectField?: 'projectId' | 'businessId';
  /** JSON body schema; multipart routes read their parts themselves. */
  body?: S;
  multipart?: boolean;
  /**
   * Every body is checked as sent (strict-body.ts): no type coercion, no NUL bytes or lone surrogates.
   * A route whose seed payload sends numbers as text says so here, and gets Fastify's coercion instead.
   */
  coerce?: boolean;
  /** The envelope message of a success. */
  message?: string;
  /**
   * The answer is a file, not an envelope: the handler returns a FileAnswer, sent with its name in
   * content-disposition (seed 000 §7 exports). A refusal still answers the JSON envelope, which the
   * console shows as an error toast.
   */
  file?: boolean;
  /**
   * Walls may call it too: a playback key of a published screen of the body's project stands in for a
   * session (read-only site data the wall widgets need, never more). See WallAccess.
   */
  wall?: W;
  handler(ctx: RouteContext<Static<S>, RouteCaller<A, W>>): unknown;
}

/** What a `file` route's handler returns. */
export interface FileAnswer {
  fileName: string;
  contentType?: string;
  body: Readable | Buffer;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** RFC 6266: an ASCII fallback name and the UTF-8 name, so Chinese file names survive every browser. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Declares a route; the access rule is part of the declaration, checked in one place by registerRoutes. */
export function defineRoute<S extends TSchema, A extends Access, W extends WallAccess = false>(
  spec: RouteSpec<S, A, W>,
): RouteSpec {
  return spec as unknown as RouteSpec;
}

/** What registerRoutes needs to enforce access; implemented over the database by the app. */
export interface AccessControl {
  authenticate(token: string): Promise<SessionUser | null>;
  holds(user: SessionUser, code: ResourceCode): Promise<boolean>;
  isProjectMember(user: SessionUser, projectId: string): Promise<boolean>;
  /** The grant of a live (unrevoked) playback key, or null. */
  authenticatePlayback(key: string): Promise<PlaybackGrant | null>;
}

declare module 'fastify' {
  interface FastifyRequest {
    sessionUser: SessionUser | null;
    playbackGrant: PlaybackGrant | null;
  }
  interface FastifyInstance {
    /** The API routes as declared, access rules included: what the generated authorization suite reads. */
    apiRoutes: readonly RouteSpec[];
  }
}

const KNOWN_ACCESS = new Set<string>(['public', 'session', ...RESOURCE_CODES]);

/** The token of a stored Authorization value (`Bearer <token>`; the head is optional), or null. */
export const tokenOfAuthorization = (value: string | undefined | null): string | null =>
  value?.trim().replace(/^Bearer\s+/i, '') || null;

/** The token of `Authorization: Bearer <token>`. */
export const bearerToken = (request: FastifyRequest): string | null =>
  tokenOfAuthorization(request.headers.authorization);

/** The playback key of the `X-Playback-Key` header, or null. */
export function playbackKey(request: FastifyRequest): string | null {
  const header = request.headers[PLAYBACK_KEY_HEADER];
  const key = (Array.isArray(header) ? header[0] : header)?.trim();
  return key || null;
}

export function registerRoutes(app: FastifyInstance, routes: RouteSpec[], access: AccessControl): void {
  if (!app.hasRequestDecorator('sessionUser')) app.decorateRequest('sessionUser', null);
  if (!app.hasRequestDecorator('playbackGrant')) app.decorateRequest('playbackGrant', null);
  for (const route of routes) registerRoute(app, route, access);
  app.decorate('apiRoutes', routes);
}

function checkDeclaration(route: RouteSpec): void {
  if (!KNOWN_ACCESS.has(route.access)) {
    throw new Error(`route ${route.path} declares no valid access rule (got ${String(route.access)})`);
  }
  if (route.projectField && route.access === 'public') {
    throw new Error(`route ${route.path} is public but names a project field`);
  }
  if (route.wall && route.access === 'public') {
    throw new Error(`route ${route.path} is public but declared a wall route`);
  }
  // A key is good for its own project only, so a wall route must say where the project is.
  if (route.wall === true && !route.projectField) {
    throw new Error(`route ${route.path} is a wall route but names no project field`);
  }
}

/** A wall's key in place of a session: live, of a published screen of an enabled project. */
async function admitWall(request: FastifyRequest, key: string, access: AccessControl): Promise<void> {
  const grant = await access.authenticatePlayback(key);
  if (!grant) throw new ApiError(CODE.unauthorized, MESSAGE.invalidPlaybackKey);
  if (!grant.projectEnabled) throw new ApiError(CODE.forbidden, MESSAGE.forbiddenProject);
  if (!grant.published) throw new ApiError(CODE.forbidden, MESSAGE.screenNotPublished);
  request.playbackGrant = grant;
}

async function admitSession(
  request: FastifyRequest,
  needed: 'session' | ResourceCode,
  access: AccessControl,
): Promise<void> {
  const token = bearerToken(request);
  const user = token ? await access.authenticate(token) : null;
  if (!user) throw new ApiError(CODE.unauthorized, MESSAGE.unauthorized);
  if (needed !== 'session' && !(await access.holds(user, needed))) {
    throw new ApiError(CODE.forbidden, MESSAGE.forbiddenResource);
  }
  request.sessionUser = user;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The body's project must be one the caller may see: a member's project, or the key's own project. */
async function checkProject(request: FastifyRequest, route: RouteSpec, access: AccessControl): Promise<void> {
  if (!route.projectField || !isRecord(request.body)) return;
  const value = request.body[route.projectField];
  const projectId = value === undefined || value === null || value === '' ? null : String(value);
  const grant = request.playbackGrant;
  if (grant) {
    // A key reads its own project only, and a project-scoped wall route must name it.
    const mustName = route.wall === true;
    if ((mustName || projectId !== null) && projectId !== grant.projectId) {
      throw new ApiError(CODE.forbidden, MESSAGE.forbiddenProject);
    }
    return;
  }
  if (projectId === null || !request.sessionUser) return;
  if (!(await access.isProjectMember(request.sessionUser, projectId))) {
    throw new ApiError(CODE.forbidden, MESSAGE.forbiddenProject);
  }
}

function registerRoute(app: FastifyInstance, route: RouteSpec, access: AccessControl): void {
  checkDeclaration(route);
  app.post(route.path, {
    schema: route.body ? { body: route.body } : undefined,
    ...(route.coerce ? {} : { validatorCompiler: strictBodyValidator }),
    // Checked before the body is parsed, so an anonymous caller learns nothing about the payload.
    onRequest: async (request) => {
      if (route.access === 'public') return;
      // A session wins when both are sent: the designer's preview mounts widgets with the user's token.
      const key = route.wall && !bearerToken(request) ? playbackKey(request) : null;
      if (key) await admitWall(request, key, access);
      else await admitSession(request, route.access, access);
    },
    // The project is checked before the body is validated: a caller outside it learns nothing of the
    // payload's shape, and every route refuses him the same way whatever else he sends.
    preValidation: async (request) => {
      // A call without a payload counts as an empty object, as the seeds send none for some calls.
      if (!route.multipart && (request.body === undefined || request.body === null)) request.body = {};
      await checkProject(request, route, access);
    },
    handler: async (request, reply) => {
      const data = await route.handler({
        body: request.body,
        user: request.sessionUser,
        playback: request.playbackGrant,
        request,
        reply,
      } as Parameters<RouteSpec['handler']>[0]);
      if (route.file) {
        const file = data as FileAnswer;
        return reply
          .header('content-type', file.contentType ?? XLSX_TYPE)
          .header('content-disposition', contentDisposition(file.fileName))
          .header('x-content-type-options', 'nosniff')
          .send(file.body);
      }
      return envelope(CODE.ok, route.message ?? MESSAGE.ok, data ?? null);
    },
  });
}
