import { Type } from '@sinclair/typebox';
import {
  endOfDay,
  formatDateTime,
  startOfDay,
  VEHICLE_THROTTLE_MS,
  type VehicleOverview,
} from '@site/shared-schema';
import type { Database } from '../../db/client';
import { parseDateTime } from '../../http/datetime';
import { defineRoute } from '../../http/route';
import type { AppDeps } from '../../options';
import { lastDays, OVERVIEW_DAYS, vehicleOverview } from './overview';
import { fleetSizes, tripsPerDay, vehiclesInside } from './queries';
import { throttleShared } from './throttle';

export const VEHICLE_PATHS = {
  trainData: '/front/siteLprRecord/queryTrainData',
  motorcadeData: '/front/siteLprRecord/queryMotorcadeData',
} as const;

/** A filter time as sent, checked and brought to 'YYYY-MM-DD HH:mm:ss'. */
export const filterTime = (field: string, value: string | undefined): string | undefined =>
  value ? formatDateTime(parseDateTime(field, value)) : undefined;

async function computeOverview(db: Database, projectId: string): Promise<VehicleOverview> {
  const now = Date.now();
  const days = lastDays(now, OVERVIEW_DAYS);
  const [inside, fleets, trips] = await Promise.all([
    vehiclesInside(db, projectId, formatDateTime(now)),
    fleetSizes(db, projectId),
    tripsPerDay(db, projectId, startOfDay(days[0]), endOfDay(now)),
  ]);
  return vehicleOverview(inside, fleets, trips, days);
}

const projectBody = Type.Object({ projectId: Type.String({ minLength: 1 }) });

export const vehicleRoutes = ({ db }: AppDeps) => {
  // Seed 001 §7: the overview runs at most once per 3000 ms per project, on whichever replica; calls in
  // between share it.
  const overview = throttleShared(db, 'vehicleOverview', VEHICLE_THROTTLE_MS, (projectId) =>
    computeOverview(db, projectId),
  );
  return [
    // Both calls answer the whole overview, from one computation per window.
    ...Object.values(VEHICLE_PATHS).map((path) =>
      defineRoute({
        path,
        access: 'cSiteLprRecordManager',
        projectField: 'projectId',
        body: projectBody,
        handler: ({ body }): Promise<VehicleOverview> => overview(body.projectId),
      }),
    ),
  ];
};
