import { API, CLIENT_TYPE, type HelpNode } from '@site/shared-schema';
import { fetchData } from './http';

/** The help tree under its root folder; a keyword keeps matching folders and documents. */
export const queryHelpTree = async (name: string): Promise<HelpNode[]> =>
  (await fetchData<HelpNode>(API.helpTree, { name, clientType: CLIENT_TYPE })).children ?? [];

export const queryHelpDocument = (documentId: string) =>
  fetchData<HelpNode>(API.helpDocument, { documentId, clientType: CLIENT_TYPE });
