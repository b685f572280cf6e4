import type { Database } from '../../db/client';
import { type Random, seededRandom } from '../../seed/devices/random';
import type { ObjectStore } from '../../storage/object-store';
import { aiCameraRound } from './ai-cameras';
import { aiPassageRound } from './ai-passages';
import type { SimulatorContext } from './context';
import { craneRound } from './cranes';
import { electricalRound } from './electrical';
import { environmentRound } from './environment';
import { epidemicRound } from './epidemic';
import { faceDeviceRound } from './face-devices';
import { fcLogRound } from './fc-logs';
import { identifyRecordRound } from './identify-records';
import { ledControllerRound } from './led-controllers';
import { liftRound } from './lifts';
import { peopleRound } from './people';
import { activeProjects } from './site';
import { statusRound } from './status';
import { trainDeviceRound } from './train-devices';
import { uploadLogRound } from './upload-log';
import { vehicleRound } from './vehicles';

export interface SimulatorSetup {
  db: Database;
  publish: (destination: string, body: unknown) => void;
  intervalMs: number;
  /** Where the pictures the devices take (AI alarm snapshots) are stored. */
  files: ObjectStore;
  /** Fixes the series of readings and events: the same seed and times give the same rounds. */
  random?: Random;
}

export interface Simulator {
  /** One round at `now`: connection changes, then every online device's reading, then the passages. */
  tick(now: number): Promise<void>;
  /** Sets the devices the simulator took offline back online. */
  restore(): Promise<void>;
}

/**
 * The demo devices of every enabled project, driven round by round: each reading and passage is written
 * with the tables the API reads and published on the realtime channel of its kind.
 */
export function createSimulator(setup: SimulatorSetup): Simulator {
  const ctx: SimulatorContext = {
    db: setup.db,
    publish: setup.publish,
    intervalMs: setup.intervalMs,
    random: setup.random ?? seededRandom(`simulator:${Date.now()}`),
  };
  const status = statusRound();
  const sensors = [environmentRound(), craneRound(), liftRound(), electricalRound()];
  const events = [
    vehicleRound,
    peopleRound,
    identifyRecordRound,
    epidemicRound,
    aiCameraRound(setup.files),
    aiPassageRound,
    uploadLogRound,
    faceDeviceRound,
    trainDeviceRound,
    ledControllerRound,
    // Last: the comparers log the faces the rounds before recorded.
    fcLogRound,
  ];
  return {
    async tick(now) {
      const orgOf = await activeProjects(setup.db);
      if (orgOf.size === 0) return;
      const projectIds = [...orgOf.keys()];
      await status.run(ctx, now, orgOf);
      for (const round of [...sensors, ...events]) await round(ctx, now, projectIds);
    },
    restore: () => status.restore(setup.db),
  };
}
