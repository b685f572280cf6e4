import type { ResourceField } from '@site/shared-schema';
import { FILES_PREFIX } from '../modules/file/urls';
import type { ObjectStore } from '../storage/object-store';
import { FieldProblem } from './field-problem';

/**
 * The stored path of an image field's value: a `/files/...` path the upload answered (or '' to clear),
 * naming a stored file. Anything else is refused, so a record never points outside the files or at a
 * file that is not there.
 */
export async function storedImage(field: ResourceField, value: string, files: ObjectStore): Promise<string> {
  if (value === '') return '';
  const refuse = () => new FieldProblem(field.key, `${field.label}文件不存在`);
  if (!value.startsWith(FILES_PREFIX)) throw refuse();
  const relative = value.slice(FILES_PREFIX.length);
  const segments = relative.split('/');
  if (relative.includes('\\') || segments.some((part) => part === '..' || part === '.' || part === '')) {
    throw refuse();
  }
  if (!(await files.exists(relative))) throw refuse();
  return relative;
}
