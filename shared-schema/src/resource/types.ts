import type { ResourceCode } from '../permissions';
import type { TaskType } from '../task-types';

/**
 * A management list described once (docs/resources.md): the server registers its routes, checks and
 * operation log from this; the console renders its search form, table, dialogs, import and export from it;
 * the generated authorization suite tests every route it declares.
 */

/** What a field holds; it decides the form control, the column's rendering and how a value is checked. */
export type FieldType =
  | 'text'
  | 'textarea'
  | 'number'
  /** YYYY-MM-DD */
  | 'date'
  /** YYYY-MM-DD HH:mm:ss */
  | 'datetime'
  /** one value of `options` */
  | 'select'
  /** 0 or 1 */
  | 'switch'
  /** a stored file path (`/files/...`), shown as a thumbnail with a preview */
  | 'image';

/** Where a select's choices come from. */
export type FieldOptions =
  /** Fixed choices; imports accept the label as well as the value, exports write the label. */
  | { kind: 'enum'; values: readonly { value: string | number; label: string }[] }
  /**
   * A dictionary type of dictionary/listByTypeCode (workerType, managerType, ...); `byFixed` picks another
   * type by the value of a fixed field (managers choose a managerType post, not a workerType).
   */
  | { kind: 'dictionary'; typeCode: string; byFixed?: { field: string; typeCodes: Record<string, string> } }
  /**
   * A list of the project: its companies (siteProjectCompany/listByProject), teams (siteTeam/list, by
   * companyId), site areas (siteArea/list), screens of the designer (siteDisplay/screenChoices) or
   * playlists (siteDisplay/playlistChoices).
   */
  | { kind: 'list'; list: 'company' | 'team' | 'area' | 'screen' | 'playlist' };

/** Named checks of seed 000 §5 (validators.ts); each answers the seed's message. */
export type FieldCheck =
  | 'idcard'
  | 'mobile'
  | 'email'
  | 'price'
  | 'bankCard'
  | 'money2'
  | 'positiveInteger'
  | 'wholeNumber'
  | 'ipv4'
  | 'licensePlate';

/** How the search form filters by a field. */
export type SearchMode = 'like' | 'eq' | 'dateRange';

export interface ResourceField {
  /** The API field name (the seeds' where they name one). */
  key: string;
  /** Chinese label: export and template headers, server messages ("请输入姓名"); the console translates `${resource.name}.fields.${key}`. */
  label: string;
  type: FieldType;
  options?: FieldOptions;
  /** For a select shown by name: the answer's field holding the chosen option's name (teamId → teamName). */
  nameKey?: string;
  required?: boolean;
  check?: FieldCheck;
  maxLength?: number;
  /** Shown in the search form. */
  search?: SearchMode;
  /** Shown as a table column (default true for everything but textarea and hidden form-only fields). */
  table?: boolean;
  /**
   * Edited in the add/edit dialog (default true); 'add' in the add dialog only, kept as stored by an update
   * (the pairing code a display was registered with).
   */
  form?: boolean | 'add';
  /** A column of the export (default: as `table`). */
  export?: boolean;
  /** A column of the import file and its template (default: as `form`, but never an image). */
  import?: boolean;
  /** Answers mask it unless the caller holds the resource's `reveal` code; exports too. */
  masked?: 'idcard' | 'phone' | 'bankCard';
  /** Unique within the project (checked on add, update and import, and against the rest of an import file). */
  unique?: boolean;
}

/** The permission code of each action; an action without one is not offered. */
export interface ResourcePermissions {
  list: ResourceCode;
  add?: ResourceCode;
  update?: ResourceCode;
  remove?: ResourceCode;
  export?: ResourceCode;
  import?: ResourceCode;
  /** Holding it shows masked fields whole. */
  reveal?: ResourceCode;
}

/** The seeds' paths of a resource's calls (all POST under /front/). */
export interface ResourceApi {
  /** { projectId, pageNumber, pageSize, ...filters } → PageResult<Row> */
  page: string;
  /** { projectId, ...form } → { [idKey]: id } */
  add?: string;
  /** { projectId, [idKey], ...form } */
  update?: string;
  /** { projectId, [idKey + 'List']: string[] } */
  remove?: string;
  /** { projectId, [idKey] } → Row */
  query?: string;
  /** { projectId, ...filters } → .xlsx blob (and a finished EXPORT task in the task centre) */
  export?: string;
  /** multipart: file, projectId (+ the resource's fixed fields) → { taskId } */
  import?: string;
  /** { projectId } → .xlsx blob of the import file's header row */
  template?: string;
  /** { projectId, [idKey], pageNumber, pageSize } → PageResult<OperateLogRecord> of one record */
  history?: string;
}

export interface ResourceDescription<Name extends string = string> {
  /** Stable name: the i18n namespace of the console and the operation log's module. */
  name: Name;
  /** Chinese name of one record, for messages and the operation log ("人员"). */
  label: string;
  /** The row's id field in answers and bodies (personId). */
  idKey: string;
  /** The field of a row naming it in the operation log and confirmations (personName). */
  titleKey: string;
  /** The body field holding the project: every call names it and is checked against membership. */
  projectField: 'projectId';
  /** Fields a route fixes (personType of the worker, manager and other lists); sent with every call. */
  fixed?: readonly string[];
  permission: ResourcePermissions;
  api: ResourceApi;
  /** The task types of its export and import (PERSON_EXPORT, PERSON_IMPORT). */
  taskTypes?: { export?: TaskType; import?: TaskType };
  fields: readonly ResourceField[];
}

/** Keeps the literal types of a declaration while checking its shape. */
export const defineResource = <const R extends ResourceDescription>(resource: R): R => resource;

/** An entry of the operation log (siteOperateLog/listByProject and a resource's history call). */
export interface OperateLogRecord {
  logId: string;
  /** The resource name (person, blacklist, ...). */
  module: string;
  moduleName: string;
  operateType: OperateType;
  operateTypeName: string;
  targetId: string;
  targetName: string;
  /** The record before and after the write; null where there is none (add, delete). */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  userId: string;
  userName: string;
  createTime: string;
}

export const OPERATE_TYPES = {
  ADD: '新增',
  UPDATE: '修改',
  DELETE: '删除',
  IMPORT: '导入',
  EXPORT: '导出',
  ALLOT: '分配',
  STATUS: '状态变更',
  APPROVE: '审批',
} as const;
export type OperateType = keyof typeof OPERATE_TYPES;
