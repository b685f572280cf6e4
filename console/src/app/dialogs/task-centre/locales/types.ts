import type { taskZh } from './zh';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** Every language has every task-centre text of the Chinese source. */
export type TaskTexts = Shape<typeof taskZh>;
