import type { ResourceField } from '@site/shared-schema';
import type { PreviewOutcome } from './preview';

export interface Previewer {
  previewWorkbook(data: ArrayBuffer, fields: ResourceField[]): Promise<PreviewOutcome>;
}

let instance: Promise<Previewer> | undefined;

/**
 * The preview worker, created when a file is first chosen: comlink, the spreadsheet reader and the checks
 * load only then, in a chunk of their own. Where module workers are unavailable (tests) the same
 * functions run in place.
 */
export function importPreviewer(): Promise<Previewer> {
  instance ??= create();
  return instance;
}

async function inPlace(): Promise<Previewer> {
  const { previewApi } = await import('./preview');
  return previewApi;
}

async function create(): Promise<Previewer> {
  if (typeof Worker === 'undefined' || import.meta.env.MODE === 'test') return inPlace();
  try {
    const { transfer, wrap } = await import('comlink');
    const worker = new Worker(new URL('./preview.worker.ts', import.meta.url), {
      type: 'module',
      name: 'import-preview',
    });
    const remote = wrap<Previewer>(worker);
    return {
      previewWorkbook: (data, fields) => remote.previewWorkbook(transfer(data, [data]), fields),
    };
  } catch {
    return inPlace();
  }
}
