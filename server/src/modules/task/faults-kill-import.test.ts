import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { fileTaskDetails, persons } from '../../db/schema';
import {
  endKilledLease,
  expectImportFinished,
  IMPORT_PROJECT as PROJECT,
  IMPORT_REFUSAL as REFUSAL,
  refusedRow as refused,
  startPersonImport,
  waitForProgress,
} from '../../test/person-import';
import {
  createProcessData,
  type ProcessData,
  type ServerProcess,
  startServerProcess,
} from '../../test/server-process';

/** Rows applied before the kill: a good part of the file, far from all of it. */
const APPLIED_BEFORE_KILL = 20;

describe('the server killed (SIGKILL) during a person import', () => {
  let data: ProcessData;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    data = await createProcessData();
  });
  afterAll(async () => {
    await server?.stop();
    await data.remove();
  });

  it('finishes the task after the restart with every row applied at most once, as its details say', async () => {
    server = await startServerProcess(data);
    const killed = server;
    let admin = await killed.login('admin');
    const started = await startPersonImport(killed, admin);
    const { taskId, rows, accepted } = started;
    // Kill once the first rows are written: most of the file is still to go.
    await waitForProgress(killed, admin, taskId, APPLIED_BEFORE_KILL);
    await killed.kill();
    await endKilledLease(data.database.restartTarget, taskId);

    server = await startServerProcess(data);
    const restarted = server;
    admin = await restarted.login('admin');
    await expectImportFinished(restarted, admin, started);
    await restarted.stop();

    const after = await openDatabase(data.database.restartTarget);
    try {
      const details = await after.db
        .select()
        .from(fileTaskDetails)
        .where(eq(fileTaskDetails.taskId, taskId))
        .orderBy(fileTaskDetails.rowNumber);
      // One detail per row of the sheet (rows 2 to IMPORT_ROWS + 1), as the file says it should end.
      expect(details.map((detail) => [detail.rowNumber, detail.recordStatus, detail.recordContent])).toEqual(
        rows.map((_, index) => [index + 2, refused(index) ? 0 : 1, refused(index) ? REFUSAL : '']),
      );
      const stored = await after.db
        .select({ id: persons.id, idcardNumber: persons.idcardNumber })
        .from(persons)
        .where(
          and(
            eq(persons.projectId, PROJECT),
            inArray(
              persons.idcardNumber,
              rows.map((row) => row[1]),
            ),
          ),
        );
      expect(stored.map((person) => person.idcardNumber).sort()).toEqual([...accepted].sort());
      // Each row that says it added a person names the one stored with its ID number.
      const byIdcard = new Map(stored.map((person) => [person.idcardNumber, person.id]));
      for (const detail of details.filter((row) => row.recordStatus === 1))
        expect(detail.data.personId).toBe(byIdcard.get(rows[detail.rowNumber - 2][1]));
    } finally {
      await after.close();
    }
  }, 180_000);
});
