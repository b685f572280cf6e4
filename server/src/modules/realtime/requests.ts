import {
  type AppRequest,
  appDestination,
  type DeviceRequest,
  type DeviceRequestAnswer,
} from '@site/shared-realtime';
import type { ResourceCode } from '@site/shared-schema';
import { ApiError, CODE, MESSAGE } from '../../http/envelope';
import type { AccessControl, SessionUser } from '../../http/route';
import type { RealtimeHub } from './hub';

/** What a handler adds to the answer's deviceId, code and message. */
type AnswerRest<A extends DeviceRequestAnswer> = Omit<A, keyof DeviceRequestAnswer>;

export interface DeviceRequestHandler<A extends DeviceRequestAnswer> {
  request: AppRequest;
  /** The resource code the sender must hold, as the matching API route asks. */
  access: ResourceCode;
  /** Throws ApiError to refuse, as a route handler does. */
  handle(user: SessionUser, body: DeviceRequest): Promise<AnswerRest<A>>;
  /** The rest of a refusal's answer (empty lists, empty time). */
  refused: AnswerRest<A>;
}

/**
 * Answers SENDs to `/app/<request>` on the sender's user queue of the same name. Only signed-in users
 * ask (a wall's key has no user queue); the handler runs for a member of the request's project who
 * holds the resource code, and its answer, or the refusal with its code and message, goes back to
 * that user alone.
 */
export function answerDeviceRequests<A extends DeviceRequestAnswer>(
  hub: RealtimeHub,
  access: AccessControl,
  handler: DeviceRequestHandler<A>,
): void {
  hub.handle(appDestination(handler.request), async ({ caller, body }) => {
    if (caller.kind !== 'user') return;
    const { user } = caller;
    const parsed = parseRequest(body);
    const answer = (code: number, message: string, rest: AnswerRest<A>) =>
      hub.sendToUser(user.userId, handler.request, {
        deviceId: parsed?.deviceId ?? '',
        code,
        message,
        ...rest,
      });
    try {
      if (!parsed) throw new ApiError(CODE.badRequest, MESSAGE.invalidRequest);
      if (!(await access.isProjectMember(user, parsed.projectId)))
        throw new ApiError(CODE.forbidden, MESSAGE.forbiddenProject);
      if (!(await access.holds(user, handler.access)))
        throw new ApiError(CODE.forbidden, MESSAGE.forbiddenResource);
      answer(CODE.ok, MESSAGE.ok, await handler.handle(user, parsed));
    } catch (error) {
      if (error instanceof ApiError) answer(error.code, error.message, handler.refused);
      else answer(CODE.internal, MESSAGE.internal, handler.refused);
    }
  });
}

function parseRequest(body: string): DeviceRequest | null {
  try {
    const value = JSON.parse(body) as Partial<DeviceRequest> | null;
    return typeof value?.projectId === 'string' && typeof value.deviceId === 'string' && value.deviceId
      ? { projectId: value.projectId, deviceId: value.deviceId }
      : null;
  } catch {
    return null;
  }
}
