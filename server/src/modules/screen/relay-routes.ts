import { Type } from '@sinclair/typebox';
import { API, MESSAGES, REQUEST_METHODS, type RelayHostItem, type RequestMethod } from '@site/shared-schema';
import { showDateTime } from '../../http/datetime';
import { ApiError, CODE, fieldError } from '../../http/envelope';
import { defineRoute } from '../../http/route';
import type { AppDeps } from '../../options';
import { performRelay } from './relay-fetch';
import {
  deleteRelayHost,
  insertRelayHost,
  isRelayAllowed,
  listRelayHosts,
  normalizeRelayHost,
  type RelayHostRow,
} from './relay-hosts';

const HOSTS_CODE = 'frontTenementRelayHostManage';

const toHostItem = (row: RelayHostRow): RelayHostItem => ({
  hostId: row.id,
  host: row.host,
  createTime: showDateTime(row.createdAt),
});

function relayMethod(method: string | undefined): RequestMethod {
  const upper = (method || 'GET').toUpperCase();
  if (!(REQUEST_METHODS as readonly string[]).includes(upper)) {
    throw fieldError('method', `应为 ${REQUEST_METHODS.join('、')} 之一`);
  }
  return upper as RequestMethod;
}

/**
 * The data-source relay (a component's remote `request`): walls may not call other hosts from the
 * browser, so the server calls for them, only hosts of the organisation's allow-list. A wall calls it
 * with its key, the designer's preview with the user's session.
 */
export const relayRoutes = ({ db }: AppDeps) => [
  defineRoute({
    path: API.relay,
    access: 'cCustomScreen',
    wall: 'org',
    body: Type.Object({
      url: Type.String({ minLength: 1, maxLength: 2048 }),
      method: Type.Optional(Type.String({ maxLength: 10 })),
      params: Type.Optional(Type.Unknown()),
    }),
    handler: (context) => {
      const orgId = context.user ? context.user.orgId : context.playback.orgId;
      const { url, method, params } = context.body;
      return performRelay({ url: url.trim(), method: relayMethod(method), params }, (target) =>
        isRelayAllowed(db, orgId, target),
      );
    },
  }),
  defineRoute({
    path: API.relayHostList,
    access: HOSTS_CODE,
    handler: async ({ user }) => (await listRelayHosts(db, user.orgId)).map(toHostItem),
  }),
  defineRoute({
    path: API.relayHostAdd,
    access: HOSTS_CODE,
    body: Type.Object({ host: Type.String({ minLength: 1, maxLength: 260 }) }),
    handler: async ({ user, body }): Promise<RelayHostItem> => {
      const row = await insertRelayHost(db, user.orgId, normalizeRelayHost(body.host));
      if (!row) throw new ApiError(CODE.badRequest, '该主机已在白名单中');
      return toHostItem(row);
    },
  }),
  defineRoute({
    path: API.relayHostDelete,
    access: HOSTS_CODE,
    message: MESSAGES.deleted,
    body: Type.Object({ hostId: Type.String({ minLength: 1 }) }),
    handler: async ({ user, body }) => {
      if (!(await deleteRelayHost(db, user.orgId, body.hostId))) {
        throw new ApiError(CODE.notFound, '白名单主机不存在');
      }
    },
  }),
];
