import {
  checkRecord,
  fieldText,
  type OperateType,
  type ResourceDescription,
  type ResourceField,
} from '@site/shared-schema';
import { and, eq, getTableColumns, inArray, ne, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { shownImage } from '../modules/file/urls';
import { recordOperations } from '../modules/operate-log/write';
import type { ResourceAdapter, StoredRow, WriteContext, WriteSettings } from './adapter';
import { FieldProblem } from './field-problem';
import { scopeWhere } from './filters';
import { storedImage } from './images';
import { maskValue } from './mask';
import { checkChoices, loadOptions } from './options';
import { logSnapshot } from './present';
import { ownRows, readRows, rowId, rowTitle } from './rows';
import { inForm } from './shown';

/** A record's form values by field key, as a body or an import row gives them. */
type RecordInput = Record<string, unknown>;

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** Texts are stored as fieldText gives them (trimmed, ID numbers with a capital X, card numbers without spaces). */
const normalise = (field: ResourceField, value: unknown): unknown =>
  typeof value === 'string' ? fieldText(field, value) : value;

/**
 * The record an update leaves: the stored values, overridden by the fields the body sends. A masked value
 * or an image path sent back as it was answered keeps what is stored, and so does a field of the add only.
 */
function mergeUpdate(resource: ResourceDescription, before: StoredRow, input: RecordInput): RecordInput {
  const record: RecordInput = {};
  for (const field of resource.fields.filter(inForm)) {
    const stored = before[field.key] ?? '';
    const value = input[field.key];
    if (value === undefined || field.form === 'add') record[field.key] = stored;
    else if (field.masked && typeof stored === 'string' && value === maskValue(field.masked, stored)) {
      record[field.key] = stored;
    } else if (field.type === 'image' && value === shownImage(stored)) record[field.key] = stored;
    else record[field.key] = value;
  }
  return record;
}

/** The value a column takes: '' and null clear it (null where the column allows it). */
function columnValue(field: ResourceField, column: AnyPgColumn, value: unknown): unknown {
  if (!isEmpty(value)) return value;
  if (!column.notNull) return null;
  return field.type === 'switch' || field.type === 'number' ? 0 : '';
}

const UNIQUE_VIOLATION = '23505';
const isUniqueViolation = (error: unknown): boolean => {
  const { code, cause } = (error ?? {}) as { code?: string; cause?: unknown };
  return code === UNIQUE_VIOLATION || (cause !== undefined && isUniqueViolation(cause));
};

/** The settings of writes in this context: its project's choices, and the adapter's mandatory fields. */
export async function loadWriteSettings(
  resource: ResourceDescription,
  adapter: ResourceAdapter,
  context: WriteContext,
): Promise<WriteSettings> {
  const { operator, fixed } = context;
  return {
    options: await loadOptions(context.db, resource, { ...operator, fixed }),
    required: adapter.required ? await adapter.required(context) : undefined,
  };
}

/**
 * Checks a record the way every write does, and answers its column values: the required fields (the
 * declaration's, or the adapter's), the shared field checks with the seed's messages, the choices of
 * the project, what the adapter adds, unique fields within the project, and image paths.
 */
async function prepare(
  resource: ResourceDescription,
  adapter: ResourceAdapter,
  context: WriteContext,
  settings: WriteSettings,
  record: RecordInput,
  before: StoredRow | null,
): Promise<Record<string, unknown>> {
  const fields = resource.fields.filter(inForm);
  for (const field of fields) record[field.key] = normalise(field, record[field.key]);
  const problems = checkRecord(resource, record, settings.required);
  const first = fields.find((field) => problems[field.key]);
  if (first) throw new FieldProblem(first.key, problems[first.key]);

  const { operator, fixed } = context;
  checkChoices(resource, settings.options, record, fixed);
  await adapter.check?.(context, record, before);

  const values: Record<string, unknown> = {};
  for (const field of fields) {
    const column = adapter.columns[field.key];
    if (!column) continue;
    let value = record[field.key];
    if (field.type === 'image' && typeof value === 'string' && value !== (before?.[field.key] ?? '')) {
      value = await storedImage(field, value, context.files);
    }
    if (field.unique && !isEmpty(value)) {
      const self = before ? ne(adapter.id, rowId(resource, before)) : undefined;
      const where = and(eq(adapter.project, operator.projectId), eq(column, value), self) as SQL;
      const [clash] = await context.db.select({ id: adapter.id }).from(adapter.table).where(where).limit(1);
      if (clash) throw new FieldProblem(field.key, `${field.label}已存在`);
    }
    values[field.key] = columnValue(field, column, value);
  }
  return values;
}

/** A unique index caught what the check above could not see yet (two writes at once): the same message. */
async function guardUnique<T>(resource: ResourceDescription, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const unique = resource.fields.find((field) => field.unique);
    if (unique && isUniqueViolation(error)) throw new FieldProblem(unique.key, `${unique.label}已存在`);
    throw error;
  }
}

/** Column values by field key → an insert or set object of the table. */
const byProperty = (adapter: ResourceAdapter, values: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(values).map(([key, value]) => [propertyOf(adapter, adapter.columns[key]), value]),
  );

/** Adds a record of the context's project (an add or an import row) and logs it; answers the stored row. */
export async function createRecord(
  resource: ResourceDescription,
  adapter: ResourceAdapter,
  context: WriteContext,
  input: RecordInput,
  operateType: Extract<OperateType, 'ADD' | 'IMPORT'> = 'ADD',
): Promise<StoredRow> {
  const settings = context.settings ?? (await loadWriteSettings(resource, adapter, context));
  const record = { ...input };
  const values = await prepare(resource, adapter, context, settings, record, null);
  const { operator, fixed } = context;
  const fixedColumns = Object.fromEntries(
    Object.entries(fixed).map(([key, value]) => [propertyOf(adapter, adapter.fixed![key].column), value]),
  );
  const insert = {
    ...byProperty(adapter, values),
    ...fixedColumns,
    [propertyOf(adapter, adapter.project)]: operator.projectId,
    ...(await adapter.insertValues?.(context, record)),
  };
  const [created] = await guardUnique(resource, () =>
    context.db.insert(adapter.table).values(insert).returning({ id: adapter.id }),
  );
  const [row] = await readRows(context.db, adapter, eq(adapter.id, created.id) as SQL);
  await recordOperations(context.db, operator, [
    {
      module: resource.name,
      operateType,
      targetId: String(created.id),
      targetName: rowTitle(resource, row),
      before: null,
      after: logSnapshot(resource, row),
    },
  ]);
  return row;
}

/** Updates the fields a body sends (others keep their values) and logs before and after. */
export async function updateRecord(
  resource: ResourceDescription,
  adapter: ResourceAdapter,
  context: WriteContext,
  id: string,
  input: RecordInput,
): Promise<StoredRow> {
  const scope = scopeWhere(adapter, context.operator.projectId, context.fixed);
  const [before] = await ownRows(context.db, adapter, scope, [id]);
  // The record keeps its fixed values (a worker stays a worker): they decide its choices.
  const fixed = Object.fromEntries(Object.keys(adapter.fixed ?? {}).map((key) => [key, String(before[key])]));
  const own = { ...context, fixed };
  const settings = await loadWriteSettings(resource, adapter, own);
  const values = await prepare(
    resource,
    adapter,
    own,
    settings,
    mergeUpdate(resource, before, input),
    before,
  );
  const set = byProperty(adapter, values);
  if ('updatedAt' in getTableColumns(adapter.table)) set.updatedAt = new Date();
  await guardUnique(resource, () => context.db.update(adapter.table).set(set).where(eq(adapter.id, id)));
  const [after] = await readRows(context.db, adapter, eq(adapter.id, id) as SQL);
  await recordOperations(context.db, context.operator, [
    {
      module: resource.name,
      operateType: 'UPDATE',
      targetId: id,
      targetName: rowTitle(resource, after),
      before: logSnapshot(resource, before),
      after: logSnapshot(resource, after),
    },
  ]);
  return after;
}

/** Deletes records of the caller's project (all or none: 404 when one is not there) and logs each. */
export async function removeRecords(
  resource: ResourceDescription,
  adapter: ResourceAdapter,
  context: WriteContext,
  ids: readonly string[],
): Promise<void> {
  const rows = await ownRows(
    context.db,
    adapter,
    scopeWhere(adapter, context.operator.projectId, context.fixed),
    ids,
  );
  if (rows.length === 0) return;
  const removed = rows.map((row) => rowId(resource, row));
  await context.db.delete(adapter.table).where(inArray(adapter.id, removed));
  await recordOperations(
    context.db,
    context.operator,
    rows.map((row) => ({
      module: resource.name,
      operateType: 'DELETE' as const,
      targetId: rowId(resource, row),
      targetName: rowTitle(resource, row),
      before: logSnapshot(resource, row),
      after: null,
    })),
  );
}

/** The table's property of a column (drizzle's insert and set objects are keyed by property, not column name). */
function propertyOf(adapter: ResourceAdapter, column: AnyPgColumn): string {
  const entry = Object.entries(getTableColumns(adapter.table)).find(([, candidate]) => candidate === column);
  if (!entry) throw new Error(`column ${column.name} is not a column of the resource's table`);
  return entry[0];
}
