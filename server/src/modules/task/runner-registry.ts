import type { Database } from '../../db/client';

/** The task runner of each app, by its database: tests run several apps in one process. */
const runners = new WeakMap<Database, { wake(): void }>();

export const registerRunner = (db: Database, runner: { wake(): void }): void => {
  runners.set(db, runner);
};

export const unregisterRunner = (db: Database): void => {
  runners.delete(db);
};

/** Tells the app's runner there is new work; without a runner the task waits for the next start. */
export const wakeRunner = (db: Database): void => runners.get(db)?.wake();
