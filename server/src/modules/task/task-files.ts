import type { Readable } from 'node:stream';
import { ApiError, CODE } from '../../http/envelope';
import type { AppDeps } from '../../options';

/**
 * A task file (an export's result, an import's file) to stream to its task's owner: task files are kept
 * apart from the uploads (deps.taskFiles), and only the download call hands them out.
 */
export async function openTaskFile(deps: Pick<AppDeps, 'taskFiles'>, key: string): Promise<Readable> {
  const opened = await deps.taskFiles.open(key);
  if (!opened) throw new ApiError(CODE.notFound, '文件不存在或已被删除');
  return opened.body;
}
