import type { Database } from '../../db/client';
import { seedCranes } from './cranes';
import { seedElectrical } from './electrical';
import { seedElevators } from './elevators';
import { seedEnvironment } from './environment';
import { seedVehicles } from './vehicles';
import { seedVideo } from './video';

/** The device side of the site data, dated back from now: the step runs once, when the data is created. */
export async function seedDevices(db: Database): Promise<void> {
  const now = Date.now();
  await seedEnvironment(db, now);
  await seedCranes(db, now);
  await seedElevators(db, now);
  await seedElectrical(db, now);
  await seedVehicles(db, now);
  await seedVideo(db);
}
