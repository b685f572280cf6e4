import { count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../db/client';
import { aepHourlyReadings } from '../../db/schema';
import { seedOrg } from '../org';
import { seedProjects } from '../projects';
import { seedRegions } from '../regions';
import { seedAepHistory } from './aep-history';
import { seedElectrical } from './electrical';
import { DEMO_DEVICES } from './ids';

describe('the distribution boxes’ hourly history', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is seeded when the month’s step ran in the month before (a seed across midnight at a month’s turn)', async () => {
    const { db, close } = await openDatabase({ kind: 'pglite' });
    try {
      await seedRegions(db);
      await seedOrg(db);
      await seedProjects(db);
      await seedElectrical(db, new Date(2026, 1, 28, 23, 59, 50).getTime());
      vi.spyOn(Date, 'now').mockReturnValue(new Date(2026, 2, 1, 0, 0, 10).getTime());
      await seedAepHistory(db);
      const [{ hours }] = await db
        .select({ hours: count() })
        .from(aepHourlyReadings)
        .where(eq(aepHourlyReadings.deviceId, DEMO_DEVICES.aep.workshop));
      // January and February, each hour once (months without a daylight-saving change in most zones).
      expect(hours).toBe((31 + 28) * 24);
    } finally {
      await close();
    }
  });
});
