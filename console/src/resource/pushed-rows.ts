import type { ResourceDescription } from '@site/shared-schema';
import type { Row } from '../api/resource-calls';

const given = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * Whether a row pushed live belongs to the list as filtered (the filters as the page call sends them):
 * `like` holds the text, `eq` is the value, a date range's bounds enclose it. A masked value never
 * matches a search of its hidden part: such a row waits for the next reload rather than show wrongly.
 */
export function matchesFilters(resource: ResourceDescription, filters: Row, row: Row): boolean {
  return resource.fields.every((field) => {
    if (field.search === 'dateRange') {
      const value = String(row[field.key] ?? '');
      const size = field.type === 'date' ? 10 : 19;
      const start = filters[`${field.key}Start`];
      const end = filters[`${field.key}End`];
      if (given(start) && value < String(start).slice(0, size)) return false;
      return !(given(end) && value > String(end).slice(0, size));
    }
    const wanted = filters[field.key];
    if (!field.search || !given(wanted)) return true;
    const value = String(row[field.key] ?? '');
    return field.search === 'like'
      ? value.toLowerCase().includes(String(wanted).trim().toLowerCase())
      : value === String(wanted);
  });
}

/** The pushed rows (newest first) to show above a first page: those the filters keep and the page lacks. */
export function visiblePushed<R extends Row>(
  resource: ResourceDescription,
  pushed: readonly R[],
  filters: Row,
  records: readonly R[],
): R[] {
  const listed = new Set(records.map((record) => String(record[resource.idKey])));
  return pushed.filter(
    (row) => !listed.has(String(row[resource.idKey])) && matchesFilters(resource, filters, row),
  );
}
