import type { Static, TSchema } from '@sinclair/typebox';
import type { ResourceCode, ResourceDescription } from '@site/shared-schema';
import type { RouteContext, RouteSpec, SessionUser } from '../http/route';
import type { AppDeps } from '../options';

/** What a route of the block is made of besides its path and access rule. */
export type RouteParts = Omit<RouteSpec, 'path' | 'access' | 'projectField'>;

/** Types a route's handler by its body schema, like defineRoute, for the block's session-only routes. */
export function routeParts<S extends TSchema>(parts: {
  body?: S;
  message?: string;
  file?: boolean;
  multipart?: boolean;
  handler(context: RouteContext<Static<S>, { user: SessionUser; playback: null }>): unknown;
}): RouteParts {
  return parts as unknown as RouteParts;
}

/**
 * A route of a declared resource, known before the app is built: the generated authorization suite reads
 * the plans (path, access rule, where the call names records), the app builds the routes from them.
 */
export interface RoutePlan {
  /** page, add, update, remove, query, export, import, template, history, or the extra's name. */
  action: string;
  path: string;
  access: ResourceCode;
  /**
   * Where the body names records and whose they are: a record of another project is refused with 404
   * 记录不存在 and left as it was.
   */
  ids?: { field: string; many: boolean; of: ResourceDescription };
  /** A multipart call (an import): its project is a text field, checked by the handler. */
  multipart?: boolean;
  build(deps: AppDeps): RouteParts;
}

/**
 * The route of a plan: a session with the action's code, membership of `projectId` (checked by the route
 * hook, or by the handler of a multipart call); its body is checked strictly like every route's.
 */
export function routeOf(plan: RoutePlan, deps: AppDeps): RouteSpec {
  const parts = plan.build(deps);
  return {
    ...parts,
    path: plan.path,
    access: plan.access,
    ...(plan.multipart ? { multipart: true } : { projectField: 'projectId' }),
  };
}
