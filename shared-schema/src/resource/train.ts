import { defineResource } from './types';

/**
 * Trainings of /educate/educate-list (seed 000 §2 siteTrainInfo). The seed names the calls only; their
 * paths follow the other lists' (docs/api-decisions.md "Education and training"). The participants
 * (training relations) are calls of their own on siteTrainRelation.
 */
export const TRAIN_INFO_API = {
  page: '/front/siteTrainInfo/listByProject',
  add: '/front/siteTrainInfo/add',
  update: '/front/siteTrainInfo/update',
  remove: '/front/siteTrainInfo/delete',
  query: '/front/siteTrainInfo/query',
  export: '/front/siteTrainInfo/exportByProject',
  history: '/front/siteTrainInfo/operateLog',
} as const;

export const TRAIN_RELATION_API = {
  list: '/front/siteTrainRelation/listByTrain',
  save: '/front/siteTrainRelation/save',
} as const;

export const TRAIN_TYPES = [
  { value: 'THREE_LEVEL', label: '三级安全教育' },
  { value: 'SAFETY', label: '安全教育' },
  { value: 'TECHNICAL', label: '技术交底' },
  { value: 'SKILL', label: '技能培训' },
  { value: 'OTHER', label: '其他' },
] as const;
export type TrainType = (typeof TRAIN_TYPES)[number]['value'];

export const TRAIN_INFO_RESOURCE = defineResource({
  name: 'trainInfo',
  label: '培训',
  idKey: 'trainId',
  titleKey: 'trainName',
  projectField: 'projectId',
  permission: {
    list: 'siteTrainInfo',
    add: 'siteTrainInfo',
    update: 'siteTrainInfo',
    remove: 'siteTrainInfo',
    export: 'siteTrainInfo',
  },
  // The participants' calls are the list's own plans: the generated authorization suite walks them too.
  api: {
    ...TRAIN_INFO_API,
    participants: TRAIN_RELATION_API.list,
    saveParticipants: TRAIN_RELATION_API.save,
  },
  taskTypes: { export: 'TRAIN_INFO_EXPORT' },
  fields: [
    { key: 'trainName', label: '培训名称', type: 'text', required: true, maxLength: 64, search: 'like' },
    {
      key: 'trainType',
      label: '培训类型',
      type: 'select',
      options: { kind: 'enum', values: TRAIN_TYPES },
      required: true,
      search: 'eq',
    },
    { key: 'trainDate', label: '培训日期', type: 'date', required: true, search: 'dateRange' },
    { key: 'trainer', label: '培训讲师', type: 'text', maxLength: 32 },
    { key: 'duration', label: '培训学时', type: 'number', required: true, check: 'positiveInteger' },
    { key: 'personCount', label: '参训人数', type: 'number', form: false },
    { key: 'trainContent', label: '培训内容', type: 'textarea', maxLength: 500 },
    { key: 'trainMaterial', label: '培训资料', type: 'image' },
  ],
});

/** A participant of a training, as siteTrainRelation/listByTrain answers it. */
export interface TrainParticipant {
  personId: string;
  personName: string;
  teamName: string;
  /** When he first checked in at the training on a training device; '' when he has not. */
  checkTime: string;
}
