import type { RouteSpec, SessionUser } from '../../http/route';
import type { AppDeps } from '../../options';
import { LOGGED_CALLS, type LoggedCall } from './logged-calls';
import { operatorOf, recordOperations } from './write';

type Body = Record<string, unknown>;

/** One logged call's entry, once the call succeeded. */
async function logCall(
  deps: AppDeps,
  call: LoggedCall,
  user: SessionUser,
  run: () => Promise<unknown>,
  body: Body,
): Promise<unknown> {
  const before = call.before ? await call.before(deps.db, body) : null;
  const answer = await run();
  const after = call.after ? call.after(body, answer, before) : null;
  const target = after ?? before;
  if (!target?.projectId) return answer;
  await recordOperations(deps.db, await operatorOf(deps.db, user, target.projectId), [
    {
      module: call.module,
      operateType: call.operateType,
      targetId: target.targetId,
      targetName: target.targetName || before?.targetName || '',
      before: before?.state ?? null,
      after: after?.state ?? null,
    },
  ]);
  return answer;
}

/**
 * The routes with the writes of LOGGED_CALLS logged: the resource block logs its own writes in their
 * transaction; these modules' writes are logged by wrapping their handlers, after they succeeded (a
 * refused call leaves no entry). Calls without a session user (walls) are never writes.
 */
export function withOperateLog(deps: AppDeps, routes: RouteSpec[]): RouteSpec[] {
  return routes.map((route) => {
    const call = LOGGED_CALLS[route.path];
    if (!call) return route;
    return {
      ...route,
      handler: (context) => {
        const { user, body } = context;
        const run = async () => route.handler(context);
        return user ? logCall(deps, call, user, run, (body ?? {}) as Body) : run();
      },
    };
  });
}
