import {
  HEAD_PHOTO_IMPORT_TASK,
  TASK_DETAIL_API,
  type Task,
  type TaskDetailQuery,
} from '@site/shared-schema';

/**
 * The detail of a task, declared once per task type (seed 000 §3 task detail rows, §7 detail payload): the
 * call listing its rows, the row fields shown and the filters offered. A later issue adds a task type by
 * adding an entry; every view also shows the row number, the outcome and its time.
 */
export interface TaskDetailView {
  path: string;
  columns: readonly DetailColumn[];
  filters: readonly DetailFilterKey[];
}

export interface DetailColumn {
  key: string;
  /** A stored photo path, shown as a thumbnail with a preview. */
  photo?: boolean;
}

/** The optional filters of the detail payload. */
export type DetailFilterKey = Exclude<
  keyof TaskDetailQuery,
  'businessId' | 'projectId' | 'taskId' | 'pageNumber' | 'pageSize' | 'type' | 'startTime' | 'endTime'
>;

/** Filters choosing 1 or 0 (success/failure, with/without a photo); the others are free text. */
export const CHOICE_FILTERS: readonly DetailFilterKey[] = ['recordStatus', 'personPhotoStatus'];

const text = (...keys: string[]): DetailColumn[] => keys.map((key) => ({ key }));
const PHOTO: DetailColumn = { key: 'personPhotoPath', photo: true };

export const TASK_DETAIL_VIEWS: Record<string, TaskDetailView> = {
  PERSON_IMPORT: {
    path: TASK_DETAIL_API.person,
    columns: [
      ...text('personName', 'idcardNumber', 'companyName', 'teamName', 'workerTypeName', 'jobNumber'),
      PHOTO,
    ],
    filters: [
      'personName',
      'idcardNumber',
      'teamName',
      'workerTypeName',
      'jobNumber',
      'personPhotoStatus',
      'recordStatus',
    ],
  },
  [HEAD_PHOTO_IMPORT_TASK]: {
    path: TASK_DETAIL_API.person,
    columns: [...text('photoName'), PHOTO, ...text('personName', 'idcardNumber', 'jobNumber')],
    filters: ['photoName', 'personName', 'idcardNumber', 'jobNumber', 'recordStatus'],
  },
  BLACKLIST_IMPORT: {
    path: TASK_DETAIL_API.blacklist,
    columns: text('personName', 'idcardNumber', 'eventDescription', 'eventTime', 'eventPlace'),
    filters: ['personName', 'idcardNumber', 'recordStatus'],
  },
  ZQXY_PERSON_PULL: {
    path: TASK_DETAIL_API.zqxyPersonPull,
    columns: text('personName', 'idcardNumber', 'companyName', 'teamName', 'workerTypeName'),
    filters: ['personName', 'idcardNumber', 'teamName', 'workerTypeName', 'recordStatus'],
  },
  VERIFY_DEVICE_PULL_PERSON: {
    path: TASK_DETAIL_API.devicePullPerson,
    columns: text('gulUserName', 'gudDealMsg'),
    filters: ['recordStatus'],
  },
  BANK_CARD_IMPORT: {
    path: TASK_DETAIL_API.bankCard,
    columns: text('personName', 'idcardNumber', 'bankName', 'cardNumber', 'bankDeposit'),
    filters: ['personName', 'idcardNumber', 'bankName', 'cardNumber', 'bankDeposit', 'recordStatus'],
  },
  WHITELIST_IMPORT: {
    path: TASK_DETAIL_API.whitelist,
    columns: text(
      'licensePlate',
      'wtypeCn',
      'colorCn',
      'carType',
      'mcName',
      'effectTime',
      'expirationTime',
      'equipmentName',
      'remark',
      'status',
      'content',
    ),
    filters: ['licensePlate', 'recordStatus'],
  },
};

/** The detail view of a task, or undefined for a type without one yet. */
export const detailViewOf = (task: Pick<Task, 'taskType'>): TaskDetailView | undefined =>
  TASK_DETAIL_VIEWS[task.taskType];

/** Columns every detail ends with: what became of the row, and when. */
export const OUTCOME_COLUMNS: readonly DetailColumn[] = text('recordStatus', 'recordContent', 'createTime');

/** The columns of a view as shown: the row of the file first, the outcome last. */
export const detailColumns = (view: TaskDetailView): DetailColumn[] => [
  { key: 'rowNumber' },
  ...view.columns,
  ...OUTCOME_COLUMNS,
];

export type DetailFilters = Partial<Record<DetailFilterKey, string | number>>;

/** The detail payload of seed 000 §7: the task, type ADD, its page and the filters that hold a value. */
export function buildDetailQuery(
  projectId: string,
  taskId: string,
  filters: DetailFilters,
  pageNumber: number,
  pageSize: number,
): TaskDetailQuery {
  const query: Record<string, unknown> = {
    businessId: projectId,
    projectId,
    taskId,
    pageNumber,
    pageSize,
    type: 'ADD',
  };
  for (const [key, value] of Object.entries(filters)) {
    const kept = typeof value === 'string' ? value.trim() : value;
    if (kept !== undefined && kept !== null && kept !== '') query[key] = kept;
  }
  return query as unknown as TaskDetailQuery;
}
