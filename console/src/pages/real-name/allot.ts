import type { Row } from '../../api/resource-calls';
import type { AllotBody } from './person-calls';

/** 1 assigns a team, 2 a work type or post (seed 000 §2 allot dialog). */
export type AllotMode = 1 | 2;

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** The batch allocation body (seed 000 §7): personIds, projectId, companyId plus teamId or workerTypeId. */
export function allotBody(mode: AllotMode, projectId: string, personIds: string[], values: Row): AllotBody {
  const base = { personIds, projectId, companyId: text(values.companyId) };
  return mode === 1
    ? { ...base, teamId: text(values.teamId) }
    : { ...base, workerTypeId: text(values.workerTypeId) };
}
