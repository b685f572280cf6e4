import type { zhDesigner } from './designer/zh';
import type { zhFirst } from './first/zh';
import type { zhShell } from './shell/zh';
import type { zh } from './zh';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** Every language has every key of the Chinese source. */
export type Translation = Shape<typeof zh>;

/** The part of them the login page needs, loaded before the rest. */
export type FirstTexts = Shape<typeof zhFirst>;

/** The part the layout and the dashboard need, loaded with them (the login's part among it). */
export type ShellTexts = Shape<typeof zhShell>;

/** The designer's, loaded with it (the login's part is always there before). */
export type DesignerTexts = Shape<typeof zhDesigner>;
