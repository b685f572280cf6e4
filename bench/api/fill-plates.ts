import { openDatabase } from '@site/server/src/db/client';
import { lprDevices, lprRecords } from '@site/server/src/db/schema';
import { DEMO_PROJECTS } from '@site/server/src/seed/demo';
import { DATE_FORMAT, formatDateTime } from '@site/shared-schema';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { BenchDatabase } from '../support/databases';

/** The large site's gate passages. */
const PLATE_RECORDS = 1_000_000;
/** The passages spread evenly over this many days up to now (25,000 a day). */
const PLATE_DAYS = 40;
/** Distinct plates among them: the site's own vehicles and a stream of visitors. */
const PLATES = 3_000;

/** What the plate record cases ask for, read back from the filled database. */
export interface PlateSite {
  projectId: string;
  records: number;
  /** A whole past day, and how many passages it holds. */
  recordDay: string;
  recordDayCount: number;
  /** Plates that passed, as a search names them (the part after the dot). */
  plateParts: string[];
}

/**
 * Adds passages to the main project's gates in one statement, one every few seconds up to now: plates
 * of 3,000 vehicles (浙A·00000 …, a fifth 浙D, one in 17 a new-energy 浙A·F00017), the colour and type
 * that go with them, entries and exits alternating; then VACUUM ANALYZE, as autovacuum would leave it. Runs on the
 * seeded demo without a server.
 */
export async function fillPlates(database: BenchDatabase): Promise<PlateSite> {
  const projectId = DEMO_PROJECTS.main;
  const now = formatDateTime(Date.now());
  const today = now.slice(0, 10);
  const { db, close } = await openDatabase(database.target);
  try {
    const existing = await db.$count(lprRecords, eq(lprRecords.projectId, projectId));
    const amount = PLATE_RECORDS - existing;
    const gates = await db
      .select({ id: lprDevices.id, direction: lprDevices.direction })
      .from(lprDevices)
      .where(eq(lprDevices.projectId, projectId));
    const gateOf = (direction: number) =>
      gates.find((gate) => gate.direction === direction)?.id ?? gates[0].id;
    const spacingMs = Math.floor((PLATE_DAYS * 86_400_000) / Math.max(amount, 1));
    if (amount > 0) {
      await db.execute(sql`
        insert into lpr_records
          (id, project_id, device_id, license_plate, vehicle_type, direction, recognition_time, plate_color)
        select 'bench-plate-' || g, ${projectId},
          case when g % 2 = 0 then ${gateOf(1)} else ${gateOf(2)} end,
          '浙' || case when n % 5 = 0 then 'D' else 'A' end || '·'
            || case when n % 17 = 0 then 'F' || lpad(n::text, 5, '0') else lpad(n::text, 5, '0') end,
          n % 7, 1 + g % 2,
          ${now}::timestamp - g::bigint * ${spacingMs}::int * interval '1 millisecond',
          case when n % 17 = 0 then 3 when n % 7 in (3, 4, 5, 6) then 2 else 1 end
        from generate_series(1, ${amount}::int) as g, lateral (select (g::bigint * 7919 % ${PLATES})::int as n) plate`);
    }
    await db.execute(sql`vacuum analyze lpr_records`);
    const recordDay = formatDateTime(new Date(`${today}T00:00:00`).getTime() - 86_400_000, DATE_FORMAT);
    const ofProject = eq(lprRecords.projectId, projectId);
    return {
      projectId,
      records: await db.$count(lprRecords, ofProject),
      recordDay,
      recordDayCount: await db.$count(
        lprRecords,
        and(
          ofProject,
          gte(lprRecords.recognitionTime, `${recordDay} 00:00:00`),
          lt(lprRecords.recognitionTime, `${today} 00:00:00`),
        ),
      ),
      plateParts: ['00123', '01007', '2345', '1999', 'F0017', '0815'],
    };
  } finally {
    await close();
  }
}
