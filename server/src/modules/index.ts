import type { RouteSpec } from '../http/route';
import type { AppDeps } from '../options';
import { agreementRoutes } from './agreement/routes';
import { authRoutes } from './auth/routes';
import { brandingRoutes } from './branding/routes';
import { dictionaryRoutes } from './dictionary/routes';
import { fileRoutes } from './file/routes';
import { helpRoutes } from './help/routes';
import { projectRoutes } from './project/routes';
import { regionRoutes } from './region/routes';
import { resourceRoutes } from './resource/routes';
import { taskRoutes } from './task/routes';
import { userRoutes } from './user/routes';

/** Every API route of the server; a new domain module adds its factory here. */
export const allRoutes = (deps: AppDeps): RouteSpec[] =>
  [
    authRoutes,
    userRoutes,
    resourceRoutes,
    projectRoutes,
    dictionaryRoutes,
    regionRoutes,
    brandingRoutes,
    fileRoutes,
    taskRoutes,
    helpRoutes,
    agreementRoutes,
  ].flatMap((routes) => routes(deps));
