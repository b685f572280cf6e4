import type { CraneDetail, ElevatorDetail } from './site-data';

/**
 * The device page calls of tower cranes and lifts beyond the wall's list and detail (seed 001 §7
 * "Device calls": runningState, getManagerPhone). Payloads and answers are not shown in the seed: the
 * shapes here are ours (docs/api-decisions.md "Tower cranes and lifts").
 */
export const HOIST_CALLS = {
  crane: {
    runningState: '/front/siteCraneDevice/runningState',
    managerPhone: '/front/siteCraneDevice/getManagerPhone',
  },
  lift: {
    runningState: '/front/siteElevatorDevice/runningState',
    managerPhone: '/front/siteElevatorDevice/getManagerPhone',
  },
} as const;

export type HoistKind = keyof typeof HOIST_CALLS;

/** runningState: the device's detail, the alarms its latest reading raises and when it was taken. */
export type HoistRunningState<Detail> = Detail & { alarmTypes: string[]; recordedAt: string | null };

export type CraneRunningState = HoistRunningState<CraneDetail>;
export type LiftRunningState = HoistRunningState<ElevatorDetail>;

/** getManagerPhone: whom to call about a device, the project's manager. */
export interface HoistManagerPhone {
  managerName: string;
  managerPhone: string;
}
