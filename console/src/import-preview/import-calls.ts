import type { ResourceDescription } from '@site/shared-schema';
import { exportFile } from '../api/download';
import { call } from '../api/http';

export type FixedValues = Record<string, string | number>;

/** The header template of a resource's import file, as the server writes it (.xlsx). */
export function downloadTemplate(resource: ResourceDescription, projectId: string, fixed: FixedValues = {}) {
  if (!resource.api.template) return Promise.resolve();
  return exportFile(
    resource.api.template,
    { [resource.projectField]: projectId, ...fixed },
    `${resource.label}导入模板.xlsx`,
  );
}

export interface ImportStarted {
  taskId: string;
  /** The server's message, shown as the success. */
  message: string;
}

/** Uploads an import file (multipart: file, the project and the fixed fields); the import then runs as a task. */
export async function uploadImport(
  resource: ResourceDescription,
  projectId: string,
  fixed: FixedValues,
  file: File,
  onProgress: (percent: number) => void,
): Promise<ImportStarted> {
  const path = resource.api.import;
  if (!path) throw new Error(`${resource.name} declares no import call`);
  const form = new FormData();
  form.append(resource.projectField, projectId);
  for (const [key, value] of Object.entries(fixed)) form.append(key, String(value));
  form.append('file', file);
  const answer = await call<{ taskId: string }>(path, form, {
    onUploadProgress: (event) => {
      if (event.total) onProgress(Math.round((event.loaded / event.total) * 100));
    },
  });
  return { taskId: answer.data.taskId, message: answer.message };
}
