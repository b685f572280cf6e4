import type { RouteSpec } from '../http/route';
import type { AppDeps } from '../options';
import { declaredResourceRoutes } from '../resource/registry';
import { agreementPlatformRoutes } from './agreement/platform-routes';
import { agreementRoutes } from './agreement/routes';
import { areaRoutes } from './area/routes';
import { attendanceReportRoutes } from './attendance/report-routes';
import { personStatisticsRoutes } from './attendance/statistics-routes';
import { authRoutes } from './auth/routes';
import { brandingRoutes } from './branding/routes';
import { craneRoutes } from './crane/routes';
import { dictionaryRoutes } from './dictionary/routes';
import { displayRoutes } from './display/routes';
import { electricalRoutes } from './electrical/routes';
import { elevatorRoutes } from './elevator/routes';
import { environmentRoutes } from './environment/routes';
import { fileRoutes } from './file/routes';
import { healthRoutes } from './health/routes';
import { helpRoutes } from './help/routes';
import { ledRoutes } from './led/routes';
import { withOperateLog } from './operate-log/call-log';
import { operateLogRoutes } from './operate-log/export-routes';
import { headPhotoImportRoutes } from './person/head-photo-import';
import { projectRoutes } from './project/routes';
import { projectCompanyRoutes } from './project-company/routes';
import { projectConfigRoutes } from './project-config/routes';
import { projectFigureRoutes } from './project-figures/routes';
import { qrCodeRoutes } from './qr-code/routes';
import { regionRoutes } from './region/routes';
import { resourceRoutes } from './resource/routes';
import { salaryRoutes } from './salary/routes';
import { screenRoutes } from './screen/routes';
import { sessionPlayRoute } from './screen/session-play-route';
import { screenConfigRoutes } from './screen-config/routes';
import { siteScreenRoutes } from './site-screen/routes';
import { statisticsRoutes } from './statistics/routes';
import { taskRoutes } from './task/routes';
import { uploadLogRoutes } from './upload-log/routes';
import { userRoutes } from './user/routes';
import { vehicleRoutes } from './vehicle/routes';
import { videoRoutes } from './video/routes';
import { weatherRoutes } from './weather/routes';
import { workTypeRoutes } from './work-type/routes';
import { wxManagerRoutes } from './wx-manager/routes';

/** Every API route of the server; a new domain module adds its factory here. */
export const allRoutes = (deps: AppDeps): RouteSpec[] =>
  withOperateLog(
    deps,
    [
      authRoutes,
      userRoutes,
      resourceRoutes,
      projectRoutes,
      projectConfigRoutes,
      qrCodeRoutes,
      wxManagerRoutes,
      dictionaryRoutes,
      regionRoutes,
      brandingRoutes,
      healthRoutes,
      fileRoutes,
      taskRoutes,
      helpRoutes,
      ledRoutes,
      agreementRoutes,
      agreementPlatformRoutes,
      uploadLogRoutes,
      projectCompanyRoutes,
      areaRoutes,
      workTypeRoutes,
      headPhotoImportRoutes,
      statisticsRoutes,
      attendanceReportRoutes,
      personStatisticsRoutes,
      projectFigureRoutes,
      siteScreenRoutes,
      screenRoutes,
      sessionPlayRoute,
      displayRoutes,
      screenConfigRoutes,
      environmentRoutes,
      craneRoutes,
      elevatorRoutes,
      electricalRoutes,
      vehicleRoutes,
      videoRoutes,
      weatherRoutes,
      salaryRoutes,
      declaredResourceRoutes,
      operateLogRoutes,
    ].flatMap((routes) => routes(deps)),
  );
