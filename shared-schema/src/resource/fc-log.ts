import { DEFAULT_PRIVATE_CONFIG } from '../project-manage';
import { defineResource } from './types';

/**
 * The face comparison log (seed 000 §2 comparison-log, frontFcLogGetFcComparerLogPageList; seed 001 §7
 * fcLog/getFcComparerLogPageList, payload not shown): what the face devices' comparer did with each face
 * it captured — the registered person it matched best (none for a stranger), the similarity, the device's
 * threshold and the result. Read-only, exported as a task. The shape is ours (docs/api-decisions.md,
 * "Comparison log").
 */
export const FC_COMPARER_LOG_API = {
  page: '/front/fcLog/getFcComparerLogPageList',
  export: '/front/fcLog/exportFcComparerLogList',
} as const;

const CODE = 'frontFcLogGetFcComparerLogPageList';

export const FC_COMPARE_RESULTS = [
  { value: 1, label: '比对成功' },
  { value: 0, label: '比对失败' },
] as const;

/**
 * The similarity (percent) a device's comparer needs to call a face a match, unless the project set its
 * own (faceThreshold of siteProjectPrivateConfig).
 */
export const FC_DEFAULT_THRESHOLD = DEFAULT_PRIVATE_CONFIG.faceThreshold;

export const FC_COMPARER_LOG_RESOURCE = defineResource({
  name: 'fcComparerLog',
  label: '比对日志',
  idKey: 'logId',
  titleKey: 'personName',
  projectField: 'projectId',
  permission: { list: CODE, export: CODE },
  api: FC_COMPARER_LOG_API,
  taskTypes: { export: 'FC_COMPARER_LOG_EXPORT' },
  fields: [
    { key: 'photoPath', label: '抓拍照片', type: 'image' },
    { key: 'registerPhotoPath', label: '底库照片', type: 'image' },
    { key: 'personName', label: '比对人员', type: 'text', search: 'like' },
    { key: 'deviceName', label: '设备名称', type: 'text', search: 'like' },
    { key: 'score', label: '相似度(%)', type: 'number' },
    { key: 'threshold', label: '比对阈值(%)', type: 'number' },
    {
      key: 'compareResult',
      label: '比对结果',
      type: 'select',
      options: { kind: 'enum', values: FC_COMPARE_RESULTS },
      search: 'eq',
    },
    { key: 'recordTime', label: '比对时间', type: 'datetime', search: 'dateRange' },
  ],
});

/** A row of fcLog/getFcComparerLogPageList; the person's fields are '' when the face matched nobody. */
export interface FcComparerLogRow {
  logId: string;
  projectId: string;
  photoPath: string;
  registerPhotoPath: string;
  deviceId: string;
  deviceName: string;
  personId: string;
  personName: string;
  score: number;
  threshold: number;
  compareResult: 0 | 1;
  recordTime: string;
}
