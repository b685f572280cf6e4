import type { RouteSpec } from '../http/route';
import type { AppDeps } from '../options';
import { declaredResourceRoutes } from '../resource/registry';
import { agreementRoutes } from './agreement/routes';
import { authRoutes } from './auth/routes';
import { brandingRoutes } from './branding/routes';
import { craneRoutes } from './crane/routes';
import { dictionaryRoutes } from './dictionary/routes';
import { electricalRoutes } from './electrical/routes';
import { elevatorRoutes } from './elevator/routes';
import { environmentRoutes } from './environment/routes';
import { fileRoutes } from './file/routes';
import { helpRoutes } from './help/routes';
import { headPhotoImportRoutes } from './person/head-photo-import';
import { personRoutes } from './person/routes';
import { personRecordRoutes } from './person-record/routes';
import { projectRoutes } from './project/routes';
import { projectFigureRoutes } from './project-figures/routes';
import { regionRoutes } from './region/routes';
import { resourceRoutes } from './resource/routes';
import { screenRoutes } from './screen/routes';
import { screenConfigRoutes } from './screen-config/routes';
import { siteScreenRoutes } from './site-screen/routes';
import { statisticsRoutes } from './statistics/routes';
import { taskRoutes } from './task/routes';
import { uploadLogRoutes } from './upload-log/routes';
import { userRoutes } from './user/routes';
import { vehicleRoutes } from './vehicle/routes';
import { videoRoutes } from './video/routes';
import { weatherRoutes } from './weather/routes';

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
    uploadLogRoutes,
    personRoutes,
    headPhotoImportRoutes,
    personRecordRoutes,
    statisticsRoutes,
    projectFigureRoutes,
    siteScreenRoutes,
    screenRoutes,
    screenConfigRoutes,
    environmentRoutes,
    craneRoutes,
    elevatorRoutes,
    electricalRoutes,
    vehicleRoutes,
    videoRoutes,
    weatherRoutes,
    declaredResourceRoutes,
  ].flatMap((routes) => routes(deps));
