import { date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { persons } from './person';
import { projects } from './project';

/** A training session of a project (siteTrainInfo): what was taught, when, by whom, with its material. */
export const trainInfos = pgTable(
  'train_infos',
  {
    id: id(),
    projectId: text()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    trainName: text().notNull(),
    trainType: text().notNull(),
    trainDate: date().notNull(),
    trainer: text().notNull().default(''),
    /** Hours, whole. */
    duration: integer().notNull(),
    trainContent: text().notNull().default(''),
    /** The training's material: a picture of the slides, sign-in sheet or handout. */
    trainMaterial: text().notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.projectId, t.trainDate)],
);

/** Who took part in a training (the training relations). */
export const trainRelations = pgTable(
  'train_relations',
  {
    trainId: text()
      .notNull()
      .references(() => trainInfos.id, { onDelete: 'cascade' }),
    personId: text()
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.trainId, t.personId] }), index().on(t.personId)],
);
