import type { panelZh } from './zh';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** Every language has every panel text of the Chinese source. */
export type PanelTexts = Shape<typeof panelZh>;
