/**
 * Work types and posts (seed 000 §2 work-type-info / job-type-info: the workerType and managerType
 * dictionaries) with the people holding each (siteWorkerType/workTypePersonCount), and the project's
 * special work types (specialWorkerType list / saveOrUpdate / reset: 特种作业, whose holders need a
 * certificate). Shapes are ours (docs/api-decisions.md).
 */
export const WORK_TYPE_API = {
  /** { projectId, dictionaryTypeCode: workerType | managerType } → WorkTypePersonCount[] */
  personCount: '/front/siteWorkerType/workTypePersonCount',
  /** { projectId } → SpecialWorkerType[] (every workerType option, flagged) */
  specialList: '/front/specialWorkerType/list',
  /** { projectId, workerTypeIdList } → SpecialWorkerType[] */
  specialSave: '/front/specialWorkerType/saveOrUpdate',
  /** { projectId } → SpecialWorkerType[]: back to the national list */
  specialReset: '/front/specialWorkerType/reset',
} as const;

export const WORK_TYPE_CODES = ['workerType', 'managerType'] as const;
export type WorkTypeCode = (typeof WORK_TYPE_CODES)[number];

/** One option of the dictionary with its people in the project. */
export interface WorkTypePersonCount {
  workerTypeId: string;
  workTypeName: string;
  /** Everyone registered with it. */
  personCount: number;
  onJobCount: number;
}

export interface SpecialWorkerType {
  workerTypeId: string;
  workTypeName: string;
  /** 1 special (needs a certificate), 0 not. */
  special: 0 | 1;
}

/**
 * The special work types by default (特种作业, the national catalogue as it names the site trades): an
 * option of these names is special until the project chooses otherwise, and again after a reset.
 */
export const DEFAULT_SPECIAL_WORK_TYPES = [
  '电工',
  '焊工',
  '电焊工',
  '架子工',
  '塔吊司机',
  '信号工',
  '起重信号工',
  '司索工',
  '升降机司机',
] as const;
