import type { OperateLogRecord, PageResult, ResourceApi, ResourceDescription } from '@site/shared-schema';
import { exportFile } from './download';
import { call, fetchData } from './http';

/** Values a route fixes for a resource (personType of the worker list), sent with the calls that take them. */
export type FixedValues = Readonly<Record<string, string | number>>;

/** The page a list shows (pages from 1). */
export interface Paging {
  pageNumber: number;
  pageSize: number;
}

/** A record as the calls carry it: the fields by key, plus the names and flags the server adds. */
export type Row = Record<string, unknown>;

/** The project and fixed values every call of one list carries. */
export interface ResourceScope {
  projectId: string;
  fixed?: FixedValues;
}

/** The typed calls of a resource, from its declaration (docs/resources.md). */
export interface ResourceCalls<R extends Row = Row> {
  /** { projectId, pageNumber, pageSize, ...fixed, ...filters } → the page. */
  page(filters: Row, paging: Paging): Promise<PageResult<R>>;
  /** { projectId, ...fixed, ...values } → the server's success message. */
  add(values: Row): Promise<string>;
  /** { projectId, ...fixed, [idKey], ...values } → the server's success message. */
  update(id: string, values: Row): Promise<string>;
  /** { projectId, [idKey + 'List']: ids } → the server's success message. */
  remove(ids: string[]): Promise<string>;
  /** { projectId, [idKey] } → the record. */
  query(id: string): Promise<R>;
  /** { projectId, ...fixed, ...filters } → the filtered list as an .xlsx download. */
  exportList(filters: Row): Promise<void>;
  /** { projectId, ...fixed } → the import file's header row as an .xlsx download. */
  template(): Promise<void>;
  /** { projectId, [idKey], pageNumber, pageSize } → the record's operation-log entries. */
  history(id: string, paging: Paging): Promise<PageResult<OperateLogRecord>>;
}

/** The path of an action, or an error naming what the declaration lacks (a page offers only declared actions). */
function pathOf(resource: ResourceDescription, action: keyof ResourceApi): string {
  const path = resource.api[action];
  if (!path) throw new Error(`${resource.name} declares no ${action} call`);
  return path;
}

/** Binds a resource's calls to a project and the route's fixed values. */
export function resourceCalls<R extends Row = Row>(
  resource: ResourceDescription,
  { projectId, fixed = {} }: ResourceScope,
): ResourceCalls<R> {
  const scoped = { projectId, ...fixed };
  const { idKey } = resource;
  return {
    page: (filters, paging) => fetchData(pathOf(resource, 'page'), { ...scoped, ...paging, ...filters }),
    add: async (values) => (await call(pathOf(resource, 'add'), { ...scoped, ...values })).message,
    update: async (id, values) =>
      (await call(pathOf(resource, 'update'), { ...scoped, ...values, [idKey]: id })).message,
    remove: async (ids) =>
      (await call(pathOf(resource, 'remove'), { projectId, [`${idKey}List`]: ids })).message,
    query: (id) => fetchData(pathOf(resource, 'query'), { projectId, [idKey]: id }),
    exportList: (filters) =>
      exportFile(pathOf(resource, 'export'), { ...scoped, ...filters }, `${resource.label}.xlsx`),
    template: () => exportFile(pathOf(resource, 'template'), scoped, `${resource.label}导入模板.xlsx`),
    history: (id, paging) => fetchData(pathOf(resource, 'history'), { projectId, [idKey]: id, ...paging }),
  };
}
