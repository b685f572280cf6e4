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

/** What a handler may do besides answering: read the request's own fields, answer again later. */
export interface RequestExtras<A extends DeviceRequestAnswer> {
  /** The whole JSON body, for the request's fields beyond projectId and deviceId (checked by the handler). */
  fields: Record<string, unknown>;
  /** Another answer on the same queue after the first (the progress of a long command); code 200. */
  push(rest: AnswerRest<A>): void;
  /** A later refusal on the same queue, with the refusal's rest. */
  fail(error: ApiError): void;
}

export interface DeviceRequestHandler<A extends DeviceRequestAnswer> {
  request: AppRequest;
  /** The resource code the sender must hold, as the matching API route asks (by the request's device when it differs). */
  access: ResourceCode | ((request: DeviceRequest) => Promise<ResourceCode>);
  /** Throws ApiError to refuse, as a route handler does. */
  handle(user: SessionUser, body: DeviceRequest, extras: RequestExtras<A>): Promise<AnswerRest<A>>;
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
        deviceId: parsed?.request.deviceId ?? '',
        code,
        message,
        ...rest,
      });
    try {
      if (!parsed) throw new ApiError(CODE.badRequest, MESSAGE.invalidRequest);
      if (!(await access.isProjectMember(user, parsed.request.projectId)))
        throw new ApiError(CODE.forbidden, MESSAGE.forbiddenProject);
      const code =
        typeof handler.access === 'function' ? await handler.access(parsed.request) : handler.access;
      if (!(await access.holds(user, code))) throw new ApiError(CODE.forbidden, MESSAGE.forbiddenResource);
      const extras: RequestExtras<A> = {
        fields: parsed.fields,
        push: (rest) => answer(CODE.ok, MESSAGE.ok, rest),
        fail: (error) => answer(error.code, error.message, handler.refused),
      };
      answer(CODE.ok, MESSAGE.ok, await handler.handle(user, parsed.request, extras));
    } catch (error) {
      if (error instanceof ApiError) answer(error.code, error.message, handler.refused);
      else answer(CODE.internal, MESSAGE.internal, handler.refused);
    }
  });
}

function parseRequest(body: string): { request: DeviceRequest; fields: Record<string, unknown> } | null {
  try {
    const value = JSON.parse(body) as (Partial<DeviceRequest> & Record<string, unknown>) | null;
    return typeof value?.projectId === 'string' && typeof value.deviceId === 'string' && value.deviceId
      ? { request: { projectId: value.projectId, deviceId: value.deviceId }, fields: value }
      : null;
  } catch {
    return null;
  }
}
