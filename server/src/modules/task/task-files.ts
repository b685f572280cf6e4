import { rm } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import type { AppDeps } from '../../options';

/**
 * Task files (export results, uploaded import files, photos of a head-photo import) live in
 * DATA_DIR/tasks/<taskId>/, outside the public files folder: only the download call hands them out, to
 * the task's owner.
 */
export const tasksDirOf = (deps: Pick<AppDeps, 'options'>): string => join(deps.options.dataDir, 'tasks');

/** Uploaded import files wait here until their task exists. */
export const incomingDirOf = (deps: Pick<AppDeps, 'options'>): string => join(tasksDirOf(deps), 'incoming');

/** The absolute path of a task file stored as relative to the tasks folder; never outside it. */
export function taskFile(tasksDir: string, relative: string): string {
  const root = resolve(tasksDir);
  const path = resolve(root, relative);
  if (!path.startsWith(root + sep)) throw new Error(`task file outside the tasks folder: ${relative}`);
  return path;
}

/** Removes everything a task stored. */
export const removeTaskFiles = (tasksDir: string, taskId: string): Promise<void> =>
  rm(taskFile(tasksDir, taskId), { recursive: true, force: true });
