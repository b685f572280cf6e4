import { stat } from 'node:fs/promises';
import { isAbsolute, join, normalize, sep } from 'node:path';
import type { ResourceField } from '@site/shared-schema';
import { FILES_PREFIX, filePath } from '../modules/file/urls';
import { FieldProblem } from './field-problem';

/** A stored path (relative to the files folder) as answers show it: `/files/...`, '' when none. */
export const shownImage = (stored: unknown): string =>
  typeof stored === 'string' && stored !== '' ? filePath(stored) : '';

/**
 * The stored path of an image field's value: a `/files/...` path the upload answered (or '' to clear),
 * naming a file that exists inside the files folder. Anything else is refused, so a record never points
 * outside that folder or at a file that is not there.
 */
export async function storedImage(field: ResourceField, value: string, filesDir: string): Promise<string> {
  if (value === '') return '';
  const refuse = () => new FieldProblem(field.key, `${field.label}文件不存在`);
  if (!value.startsWith(FILES_PREFIX)) throw refuse();
  const relative = value.slice(FILES_PREFIX.length);
  const segments = relative.split('/');
  if (
    isAbsolute(relative) ||
    relative.includes('\\') ||
    segments.some((part) => part === '..' || part === '')
  ) {
    throw refuse();
  }
  const target = normalize(join(filesDir, relative));
  if (!target.startsWith(normalize(filesDir) + sep)) throw refuse();
  const found = await stat(target).catch(() => null);
  if (!found?.isFile()) throw refuse();
  return relative;
}
