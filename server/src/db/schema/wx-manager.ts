import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, dateTime, id } from './columns';
import { projects } from './project';

/** A manager who bound his WeChat to the project in the wechat app (wx/manager), by scanning its code. */
export const wxManagerBindings = pgTable(
  'wx_manager_bindings',
  {
    id: id(),
    projectId: text()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    managerName: text().notNull(),
    managerPhone: text().notNull(),
    wxNickName: text().notNull().default(''),
    /** The WeChat user of the binding; never answered. */
    openId: text().notNull(),
    bindTime: dateTime().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.projectId, t.bindTime)],
);
