import type { Static, TSchema } from '@sinclair/typebox';
import { RESOURCE_CODES, type ResourceCode } from '@site/shared-schema';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, CODE, envelope, MESSAGE } from './envelope';

/** Who may call a route: anyone, any signed-in user, or a user holding that resource code. */
export type Access = 'public' | 'session' | ResourceCode;

/** The caller of a route with a session. */
export interface SessionUser {
  userId: string;
  orgId: string;
  loginName: string;
  tokenHash: string;
  /** The role a role switch narrowed the session to; null while it holds every role of the user. */
  roleId: string | null;
}

export interface RouteContext<Body, User> {
  body: Body;
  user: User;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteSpec<S extends TSchema = TSchema, A extends Access = Access> {
  path: string;
  access: A;
  /** The body field holding a project id: when given, the caller must be a member of that project. */
  projectField?: 'projectId' | 'businessId';
  /** JSON body schema; multipart routes read their parts themselves. */
  body?: S;
  multipart?: boolean;
  /** The envelope message of a success. */
  message?: string;
  /**
   * Walls may call it too: a playback key of a published screen of the body's project stands in for a
   * session (read-only site data the wall widgets need, never more).
   */
  wall?: boolean;
  handler(ctx: RouteContext<Static<S>, A extends 'public' ? null : SessionUser>): unknown;
}

/** Declares a route; the access rule is part of the declaration, checked in one place by registerRoutes. */
export function defineRoute<S extends TSchema, A extends Access>(spec: RouteSpec<S, A>): RouteSpec {
  return spec as unknown as RouteSpec;
}

/** What registerRoutes needs to enforce access; implemented over the database by the app. */
export interface AccessControl {
  authenticate(token: string): Promise<SessionUser | null>;
  holds(user: SessionUser, code: ResourceCode): Promise<boolean>;
  isProjectMember(user: SessionUser, projectId: string): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyRequest {
    sessionUser: SessionUser | null;
  }
}

const KNOWN_ACCESS = new Set<string>(['public', 'session', ...RESOURCE_CODES]);

/** The token of `Authorization: Bearer <token>` (the head is optional). */
function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization?.trim();
  if (!header) return null;
  return header.replace(/^Bearer\s+/i, '') || null;
}

export function registerRoutes(app: FastifyInstance, routes: RouteSpec[], access: AccessControl): void {
  if (!app.hasRequestDecorator('sessionUser')) app.decorateRequest('sessionUser', null);
  for (const route of routes) registerRoute(app, route, access);
}

function registerRoute(app: FastifyInstance, route: RouteSpec, access: AccessControl): void {
  if (!KNOWN_ACCESS.has(route.access)) {
    throw new Error(`route ${route.path} declares no valid access rule (got ${String(route.access)})`);
  }
  if (route.projectField && route.access === 'public') {
    throw new Error(`route ${route.path} is public but names a project field`);
  }
  app.post(route.path, {
    schema: route.body ? { body: route.body } : undefined,
    // Checked before the body is parsed, so an anonymous caller learns nothing about the payload.
    onRequest: async (request) => {
      if (route.access === 'public') return;
      const token = bearerToken(request);
      const user = token ? await access.authenticate(token) : null;
      if (!user) throw new ApiError(CODE.unauthorized, MESSAGE.unauthorized);
      if (route.access !== 'session' && !(await access.holds(user, route.access))) {
        throw new ApiError(CODE.forbidden, MESSAGE.forbiddenResource);
      }
      request.sessionUser = user;
    },
    preValidation: async (request) => {
      // A call without a payload counts as an empty object, as the seeds send none for some calls.
      if (!route.multipart && (request.body === undefined || request.body === null)) request.body = {};
    },
    preHandler: async (request) => {
      if (!route.projectField || !request.sessionUser) return;
      const projectId = (request.body as Record<string, unknown>)[route.projectField];
      if (projectId === undefined || projectId === null || projectId === '') return;
      if (!(await access.isProjectMember(request.sessionUser, String(projectId)))) {
        throw new ApiError(CODE.forbidden, MESSAGE.forbiddenProject);
      }
    },
    handler: async (request, reply) => {
      const data = await route.handler({ body: request.body, user: request.sessionUser, request, reply });
      return envelope(CODE.ok, route.message ?? MESSAGE.ok, data ?? null);
    },
  });
}
