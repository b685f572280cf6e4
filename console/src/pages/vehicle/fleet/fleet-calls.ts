import { FLEET_API, type FleetNode, type FleetVehiclePage } from '@site/shared-schema';
import { fetchData } from '../../../api/http';

export const fetchFleetTree = (projectId: string) => fetchData<FleetNode[]>(FLEET_API.page, { projectId });

export interface FleetVehicleQuery {
  fleetId: string;
  timeStart: string;
  timeEnd: string;
  pageNumber: number;
  pageSize: number;
}

export const fetchFleetVehicles = (projectId: string, query: FleetVehicleQuery) =>
  fetchData<FleetVehiclePage>(FLEET_API.vehicles, { projectId, ...query });
