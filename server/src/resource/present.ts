import type { ResourceDescription } from '@site/shared-schema';
import { showDateTime } from '../http/datetime';
import { shownImage } from '../modules/file/urls';
import type { StoredRow } from './adapter';
import { maskValue } from './mask';

/**
 * A stored row as the API answers it: instants as 'YYYY-MM-DD HH:mm:ss', absent values as '', images as
 * `/files/...` paths, and masked fields masked unless the caller may see them whole (`reveal`).
 */
export function presentRow(
  resource: Pick<ResourceDescription, 'fields'>,
  row: StoredRow,
  reveal: boolean,
): Record<string, unknown> {
  const answer: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    answer[key] = value instanceof Date ? showDateTime(value) : (value ?? '');
  }
  for (const field of resource.fields) {
    if (!(field.key in answer)) continue;
    if (field.type === 'image') answer[field.key] = shownImage(row[field.key]);
    if (field.masked && !reveal) answer[field.key] = maskValue(field.masked, String(answer[field.key]));
  }
  return answer;
}

/** What the operation log keeps of a record: the row as answered, always masked. */
export const logSnapshot = (resource: Pick<ResourceDescription, 'fields'>, row: StoredRow) =>
  presentRow(resource, row, false);
