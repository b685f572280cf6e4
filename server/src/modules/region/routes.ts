import { API } from '@site/shared-schema';
import { defineRoute } from '../../http/route';
import type { AppDeps } from '../../options';
import { regionTree } from './queries';

export const regionRoutes = ({ db }: AppDeps) => [
  defineRoute({ path: API.regionTree, access: 'session', handler: () => regionTree(db) }),
];
