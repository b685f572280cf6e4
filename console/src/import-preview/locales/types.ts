import type { importPreviewZh } from './zh';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** Every language has every import-dialog text of the Chinese source. */
export type ImportPreviewTexts = Shape<typeof importPreviewZh>;
