import type { PageResult } from '../entities';
import { defineResource } from './types';

/**
 * Fleets (车队) of /vehicle-manage/fleet-management (seed 000 §2, seed 001 §7 siteFleetManage:
 * fleetManageTree, add, detail, update, delete). Fleets nest: parentId '' is a top-level fleet. A fleet's
 * vehicles are the project's registered vehicles of the fleet and the whitelist entries naming it
 * (mcName), with their passages counted from the plate records (docs/api-decisions.md "Fleets").
 */
export const FLEET_API = {
  /** { projectId } → FleetNode[]: the whole tree, siblings in their order. */
  page: '/front/siteFleetManage/fleetManageTree',
  add: '/front/siteFleetManage/add',
  update: '/front/siteFleetManage/update',
  remove: '/front/siteFleetManage/delete',
  query: '/front/siteFleetManage/detail',
  history: '/front/siteFleetManage/operateLog',
  /** { projectId, fleetId, timeStart?, timeEnd?, pageNumber, pageSize } → FleetVehiclePage (ours). */
  vehicles: '/front/siteFleetManage/vehicleList',
} as const;

export const FLEET_MESSAGES = {
  hasChildren: '该车队下还有子车队，请先删除子车队',
  hasVehicles: '该车队下还有车辆，请先移出车辆',
  parentMissing: '上级车队不存在',
  parentLoop: '不能选择本车队或其下级车队作为上级车队',
} as const;

export const FLEET_RESOURCE = defineResource({
  name: 'vehicleFleet',
  label: '车队',
  idKey: 'fleetId',
  titleKey: 'mcName',
  projectField: 'projectId',
  permission: {
    list: 'cSiteFleetManage',
    add: 'cSiteFleetManage',
    update: 'cSiteFleetManage',
    remove: 'cSiteFleetManage',
  },
  api: FLEET_API,
  fields: [
    // The whitelist names a fleet by this name: unique within the project.
    { key: 'mcName', label: '车队名称', type: 'text', required: true, maxLength: 32, unique: true },
    { key: 'parentId', label: '上级车队', type: 'text', maxLength: 64, table: false },
    { key: 'leaderName', label: '负责人', type: 'text', maxLength: 32 },
    { key: 'leaderPhone', label: '联系电话', type: 'text', check: 'mobile' },
    { key: 'sort', label: '排序', type: 'number', check: 'wholeNumber' },
    { key: 'remark', label: '备注', type: 'textarea', maxLength: 200 },
  ],
});

/** A fleet of the tree, with how many vehicles it has itself. */
export interface FleetNode {
  fleetId: string;
  mcName: string;
  parentId: string;
  leaderName: string;
  leaderPhone: string;
  sort: number;
  remark: string;
  vehicleCount: number;
  children: FleetNode[];
}

/** A vehicle of a fleet with its passages in the chosen time range. */
export interface FleetVehicleRow {
  licensePlate: string;
  /** A key of VEHICLE_TYPES. */
  vehicleType: number;
  inCount: number;
  outCount: number;
  /** The latest passage in the range, '' when none. */
  lastPassTime: string;
}

/** The page of a fleet's vehicles, with the counts of all of them (not only the page's). */
export interface FleetVehiclePage extends PageResult<FleetVehicleRow> {
  inCount: number;
  outCount: number;
}
