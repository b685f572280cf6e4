import type { Database } from '../db/client';
import { seedSteps } from '../db/schema';
import type { Stores } from '../storage/stores';
import { seedAgreements } from './agreements';
import { seedAi } from './ai';
import { seedBankCards } from './bank-cards';
import { seedBranding } from './branding';
import { seedContracts } from './contracts';
import { seedDevices } from './devices';
import { seedAepHistory } from './devices/aep-history';
import { seedWhiteList } from './devices/white-list';
import { seedDictionaries } from './dictionaries';
import { seedEpidemic } from './epidemic';
import { seedFcLogs } from './fc-logs';
import { seedHelp } from './help';
import { seedHoistPeople } from './hoist-people';
import { seedIdentifyRecords } from './identify-records';
import { seedLed } from './led';
import { seedOrg } from './org';
import { seedBlacklist, seedPersonFormFields, seedPersonnel, seedVisitors } from './personnel';
import { seedProjects } from './projects';
import { seedRegions } from './regions';
import { seedSafetyRole } from './safety-role';
import { seedShowcaseScreen } from './screen-showcase';
import { seedScreens } from './screens';
import { seedTasks } from './tasks';
import { seedTraining } from './train';
import { seedUploadLogs } from './upload-logs';
import { seedWxManagers } from './wx-managers';

/** Where the seed's pictures and task files go, as the server keeps them. */
type SeedEnv = Stores;

/**
 * Demo data in named steps, each applied once in its own transaction: a restart adds nothing twice
 * and brings back nothing a user deleted. A later module appends its own step with a new name.
 */
const STEPS: { name: string; run(db: Database, env: SeedEnv): Promise<void> }[] = [
  { name: 'regions-v1', run: seedRegions },
  { name: 'org-v1', run: seedOrg },
  { name: 'projects-v1', run: seedProjects },
  { name: 'dictionaries-v1', run: seedDictionaries },
  { name: 'branding-v1', run: seedBranding },
  { name: 'help-v1', run: seedHelp },
  { name: 'tasks-v1', run: (db, env) => seedTasks(db, env) },
  { name: 'agreements-v1', run: seedAgreements },
  { name: 'safety-role-v1', run: seedSafetyRole },
  { name: 'personnel-v1', run: (db, env) => seedPersonnel(db, env.files) },
  { name: 'devices-v1', run: seedDevices },
  { name: 'screens-v1', run: seedScreens },
  { name: 'screen-showcase-v1', run: seedShowcaseScreen },
  { name: 'upload-logs-v1', run: seedUploadLogs },
  { name: 'person-form-fields-v1', run: seedPersonFormFields },
  { name: 'blacklist-v1', run: seedBlacklist },
  { name: 'visitors-v1', run: (db, env) => seedVisitors(db, env.files) },
  { name: 'bank-cards-v1', run: seedBankCards },
  { name: 'contracts-v1', run: seedContracts },
  { name: 'identify-records-v1', run: (db, env) => seedIdentifyRecords(db, env.files) },
  { name: 'epidemic-v1', run: seedEpidemic },
  { name: 'fc-logs-v1', run: seedFcLogs },
  { name: 'led-v1', run: seedLed },
  { name: 'wx-managers-v1', run: seedWxManagers },
  { name: 'lpr-white-list-v1', run: seedWhiteList },
  { name: 'ai-v1', run: (db, env) => seedAi(db, env.files) },
  { name: 'training-v1', run: seedTraining },
  { name: 'aep-history-v1', run: seedAepHistory },
  { name: 'hoist-people-v1', run: seedHoistPeople },
];

export async function seedDemo(db: Database, env: SeedEnv): Promise<void> {
  for (const step of STEPS) {
    await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(seedSteps)
        .values({ name: step.name })
        .onConflictDoNothing()
        .returning();
      if (claimed.length > 0) await step.run(tx, env);
    });
  }
}
