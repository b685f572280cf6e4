import { CLIENT_TYPE, HELP_ADMIN_API } from '@site/shared-schema';
import { fetchData, fetchMessage } from '../../api/http';

/** The calls that manage the help tree (ours; docs/api-decisions.md "Help document"). */
export const helpAdminCalls = {
  add: (node: {
    parentId: string | null;
    type: 'MENU' | 'DOCUMENT';
    name: string;
    documentSource?: string;
  }) => fetchData<{ documentId: string }>(HELP_ADMIN_API.add, { ...node, clientType: CLIENT_TYPE }),
  update: (node: { documentId: string; name: string; documentSource?: string }) =>
    fetchMessage(HELP_ADMIN_API.update, node),
  remove: (documentId: string) => fetchMessage(HELP_ADMIN_API.remove, { documentId }),
  move: (documentId: string, direction: 'UP' | 'DOWN') =>
    fetchMessage(HELP_ADMIN_API.move, { documentId, direction }),
};
