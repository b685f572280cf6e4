import { endOfDay, isEmptyValue, type ResourceField, startOfDay } from '@site/shared-schema';
import type { Row } from '../api/resource-calls';

/** Picked dates of a range filter, start and end (YYYY-MM-DD). */
export type DateRange = [string, string];

/**
 * What a search form sends (docs/resources.md): a `like` or `eq` filter under the field's key (text
 * trimmed), a `dateRange` as `${key}Start` at 00:00:00 and `${key}End` at 23:59:59 of the end day.
 * Empty filters, and a range missing an end, are left out so the call filters on nothing.
 */
export function searchFilters(fields: readonly ResourceField[], values: Row): Row {
  const filters: Row = {};
  for (const field of fields) {
    const value = values[field.key];
    if (!field.search || isEmptyValue(value)) continue;
    if (field.search === 'dateRange') {
      const [start, end] = Array.isArray(value) ? (value as DateRange) : [];
      if (!start || !end) continue;
      filters[`${field.key}Start`] = startOfDay(start);
      filters[`${field.key}End`] = endOfDay(end);
    } else {
      filters[field.key] = typeof value === 'string' ? value.trim() : value;
    }
  }
  return filters;
}
