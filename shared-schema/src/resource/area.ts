import { defineResource } from './types';

/**
 * Site areas (seed 000 §2 district-management, seed 001 §7 siteArea, siteAreaObject,
 * siteVerifyDevice/queryByArea). siteArea/list stays the choices every member reads (AreaItem, the
 * session's areas); the managed list with its counts is siteArea/pageList (ours, docs/api-decisions.md).
 * An area's objects are the teams working in it and the face devices standing in it: siteAreaObject
 * moves them in and out, so the attendance of an area (its teams' people, its devices' records) follows.
 */
export const AREA_API = {
  page: '/front/siteArea/pageList',
  add: '/front/siteArea/add',
  update: '/front/siteArea/update',
  remove: '/front/siteArea/delete',
  query: '/front/siteArea/query',
  history: '/front/siteArea/operateLog',
  /** { projectId, areaId } → AreaObjects */
  objects: '/front/siteAreaObject/query',
  /** { projectId, areaId, teamIdList?, deviceIdList? } → AreaObjects; a list not sent stays as it is */
  saveObjects: '/front/siteAreaObject/addAndUpdate',
  /** { projectId, areaId } → AreaDevice[] */
  devices: '/front/siteVerifyDevice/queryByArea',
} as const;

export const AREA_RESOURCE = defineResource({
  name: 'area',
  label: '区域',
  idKey: 'areaId',
  titleKey: 'areaName',
  projectField: 'projectId',
  permission: {
    list: 'cSiteAreaManager',
    add: 'cSiteAreaManager',
    update: 'cSiteAreaManager',
    remove: 'cSiteAreaManager',
  },
  api: AREA_API,
  fields: [
    {
      key: 'areaName',
      label: '区域名称',
      type: 'text',
      required: true,
      maxLength: 30,
      search: 'like',
      unique: true,
    },
    { key: 'sort', label: '排序', type: 'number', check: 'wholeNumber' },
    { key: 'teamCount', label: '班组数', type: 'number', form: false },
    { key: 'personCount', label: '在职人数', type: 'number', form: false },
    { key: 'deviceCount', label: '设备数', type: 'number', form: false },
  ],
});

/** What belongs to an area: its teams (and through them their companies) and its face devices. */
export interface AreaObjects {
  areaId: string;
  areaName: string;
  teamIdList: string[];
  deviceIdList: string[];
  /** The companies of its teams, read-only: a company works in an area through its teams. */
  companyList: { companyId: string; companyName: string }[];
  /** Every team of the project with the area it works in now ('' none): the choices of the area's teams. */
  teamOptions: { teamId: string; teamName: string; companyName: string; areaName: string }[];
  /** Every face device of the project with the area it stands in now ('' none). */
  deviceOptions: { deviceId: string; deviceName: string; areaName: string }[];
}

/** A face device of an area (siteVerifyDevice/queryByArea). */
export interface AreaDevice {
  deviceId: string;
  deviceName: string;
  deviceSn: string;
  /** '1' entry, '2' exit, '3' both. */
  direction: string;
  /** 1 online, 0 offline. */
  deviceStatus: number;
  lastOnlineTime: string;
}
