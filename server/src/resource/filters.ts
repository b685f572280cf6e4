import type { ResourceDescription } from '@site/shared-schema';
import { and, eq, gte, ilike, lte, type SQL } from 'drizzle-orm';
import { containsPattern } from '../db/like';
import { fieldError } from '../http/envelope';
import type { ResourceAdapter } from './adapter';
import { boundText, rangeBound } from './date-range';

type Body = Record<string, unknown>;

export const given = (value: unknown): value is string | number =>
  (typeof value === 'string' && value.trim() !== '') || typeof value === 'number';

/** The values of the resource's fixed fields a call sends (personType), each one of its allowed values. */
export function fixedValues(adapter: ResourceAdapter, body: Body): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, { values: allowed }] of Object.entries(adapter.fixed ?? {})) {
    const value = body[key];
    if (!given(value)) continue;
    if (!allowed.includes(String(value))) throw fieldError(key, '取值无效');
    values[key] = String(value);
  }
  return values;
}

/** The rows of a project a call may reach: the list's scope and the fixed fields it sends. */
export function scopeWhere(adapter: ResourceAdapter, projectId: string, fixed: Record<string, string>): SQL {
  const conditions = [
    eq(adapter.project, projectId),
    adapter.scope,
    ...Object.entries(fixed).map(([key, value]) => eq(adapter.fixed![key].column, value)),
  ];
  return and(...conditions) as SQL;
}

/**
 * The where of the page and export calls: the scope, then a filter per searchable field that the body
 * fills: `like` matches the text anywhere (wildcards literal), `eq` the value, `dateRange` between
 * `${key}Start` and `${key}End` (both optional; an end date reaches 23:59:59 of its day).
 */
export function listWhere(resource: ResourceDescription, adapter: ResourceAdapter, body: Body): SQL {
  const conditions: (SQL | undefined)[] = [
    scopeWhere(adapter, String(body.projectId), fixedValues(adapter, body)),
  ];
  for (const field of resource.fields) {
    const column = adapter.columns[field.key];
    if (!field.search || !column) continue;
    if (field.search === 'dateRange') {
      const dateOnly = field.type === 'date';
      for (const end of [false, true]) {
        const key = `${field.key}${end ? 'End' : 'Start'}`;
        const value = body[key];
        if (!given(value)) continue;
        const bound = boundText(rangeBound(key, String(value), end), dateOnly);
        conditions.push(end ? lte(column, bound) : gte(column, bound));
      }
      continue;
    }
    const value = body[field.key];
    if (!given(value)) continue;
    conditions.push(
      field.search === 'like' ? ilike(column, containsPattern(String(value).trim())) : eq(column, value),
    );
  }
  return and(...conditions) as SQL;
}
