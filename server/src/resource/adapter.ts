import type { ResourceDescription, ResourceField } from '@site/shared-schema';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import type { Operator } from '../modules/operate-log/write';
import type { ObjectStore } from '../storage/object-store';
import type { OptionSets } from './options';

/** A stored row as the adapter's select reads it: the answer's keys, raw values (ids, stored paths). */
export type StoredRow = Record<string, unknown>;

/** Where a write happens and who makes it. */
export interface WriteContext {
  /** The call's transaction. */
  db: Database;
  operator: Operator;
  /** The values of the resource's fixed fields for this call (personType of the worker list). */
  fixed: Record<string, string>;
  /** The stored files, which the image fields' paths must name. */
  files: ObjectStore;
  /** Settings already loaded for this context (an import loads them once for all its rows); else each add loads them. */
  settings?: WriteSettings;
}

/** What a write checks a record against: the project's choices and which fields are mandatory. */
export interface WriteSettings {
  options: OptionSets;
  /** Undefined: the declared required fields. */
  required?: (field: ResourceField) => boolean;
}

/**
 * What the server needs besides a resource's description: its table, how a row is read, and hooks for
 * what is special about it (docs/resources.md). Everything else (routes, checks, masking, the log) is
 * the block's.
 */
export interface ResourceAdapter {
  table: PgTable;
  /** The row's id and project columns. */
  id: AnyPgColumn;
  project: AnyPgColumn;
  /** The column of each field by key, for filters and writes; a computed field (none) is neither. */
  columns: Record<string, AnyPgColumn>;
  /**
   * The answer rows: every field by key, the id by `idKey`, the names of selects (`nameKey`), `projectId`,
   * `createTime` and whatever else the resource answers, with the joins they need. The block adds the
   * where, the order and the window.
   */
  select(db: Database): PgSelect;
  /**
   * The joins that filters on columns of other tables need (a bank card searched by its holder's name):
   * counts and pages read the table with these alone, before the select's joins.
   */
  filterJoins?(query: PgSelect): PgSelect;
  /** The list's order, newest first by default: columns of `table` (or of `filterJoins`). */
  orderBy: (SQL | AnyPgColumn)[];
  /** The resource's fixed fields: their columns and allowed values (personType: WORKER, MANAGER, OTHER). */
  fixed?: Record<string, { column: AnyPgColumn; values: readonly string[] }>;
  /** Which rows of the table belong to the list (cloud attendance: people enabled for it). */
  scope?: SQL;
  /**
   * Columns an insert sets besides the fields (the hoist drivers' kind; a display's token, claimed by its
   * pairing code): `record` holds every field's checked value by key. Throw ApiError to refuse.
   */
  insertValues?(
    context: WriteContext,
    record: StoredRow,
  ): Record<string, unknown> | Promise<Record<string, unknown>>;
  /**
   * After a write of the block has committed: tell whom it concerns (a display its new assignment, or
   * that it was revoked). `ids` are the records written, of `projectId`.
   */
  afterWrite?(
    app: FastifyInstance,
    db: Database,
    write: { action: 'update' | 'remove'; ids: readonly string[]; projectId: string },
  ): void | Promise<void>;
  /** Which fields are mandatory in this context (default: the declared ones); e.g. the person form-field config. */
  required?(context: WriteContext): Promise<(field: ResourceField) => boolean>;
  /**
   * What is special about a record before it is written (throw ApiError): `record` holds every field's
   * value by key, `before` the stored row on an update, null on an add.
   */
  check?(context: WriteContext, record: StoredRow, before: StoredRow | null): Promise<void>;
}

/** A declared resource and its adapter, as the registry and the generated tests read them. */
export interface ResourceBinding {
  resource: ResourceDescription;
  adapter: ResourceAdapter;
}
