import {
  BLACKLIST_RESOURCE,
  CLOUD_ATTENDANCE_RESOURCE,
  PERSON_BANK_CARD_RESOURCE,
  PERSON_CONTRACT_RESOURCE,
  PERSON_RESOURCE,
  PROJECT_BANK_CARD_RESOURCE,
  type ResourceDescription,
  TEMPORARY_RESOURCE,
} from '@site/shared-schema';
import type { RouteSpec } from '../http/route';
import { personBankCardAdapter } from '../modules/bank-card/person-adapter';
import { projectBankCardAdapter } from '../modules/bank-card/project-adapter';
import { blacklistAdapter } from '../modules/blacklist/adapter';
import { cloudAttendanceAdapter } from '../modules/cloud-attendance/adapter';
import { cloudAttendancePlans } from '../modules/cloud-attendance/plans';
import { contractAdapter } from '../modules/contract/adapter';
import { operateLogPlan } from '../modules/operate-log/routes';
import { personAdapter } from '../modules/person/adapter';
import { personExtraPlans } from '../modules/person/extras';
import { registerImportHandler } from '../modules/task/import-task';
import { temporaryAdapter } from '../modules/temporary/adapter';
import { approvePlan } from '../modules/temporary/approve';
import type { AppDeps } from '../options';
import type { ResourceAdapter, ResourceBinding } from './adapter';
import { resourceImportHandler } from './import-handler';
import { type RoutePlan, routeOf } from './plan';
import { resourcePlans } from './register';

export interface DeclaredResource extends ResourceBinding {
  /** Every route of the resource: the block's, with the resource's own in place of or besides them. */
  plans: RoutePlan[];
}

/** A resource's routes: its special plans replace the block's of the same action, the others are added. */
function declare(
  resource: ResourceDescription,
  adapter: ResourceAdapter,
  special: RoutePlan[] = [],
): DeclaredResource {
  const replaced = new Set(special.map((plan) => plan.action));
  const plans = [
    ...resourcePlans(resource, adapter).filter((plan) => !replaced.has(plan.action)),
    ...special,
  ];
  return { resource, adapter, plans };
}

/**
 * Every declared resource with its adapter and routes. A new list page adds its line here; the generated
 * authorization suite (authorization.test.ts) fails for a declaration of shared-schema missing from it.
 */
export const DECLARED_RESOURCES: readonly DeclaredResource[] = [
  declare(PERSON_RESOURCE, personAdapter, personExtraPlans),
  declare(BLACKLIST_RESOURCE, blacklistAdapter),
  declare(PERSON_BANK_CARD_RESOURCE, personBankCardAdapter),
  declare(PROJECT_BANK_CARD_RESOURCE, projectBankCardAdapter),
  declare(PERSON_CONTRACT_RESOURCE, contractAdapter),
  declare(TEMPORARY_RESOURCE, temporaryAdapter, [approvePlan]),
  declare(CLOUD_ATTENDANCE_RESOURCE, cloudAttendanceAdapter, cloudAttendancePlans),
];

/** The operation log's page, which lists the writes of every declared resource. */
export const OPERATE_LOG_PLAN = operateLogPlan(
  Object.fromEntries(DECLARED_RESOURCES.map(({ resource }) => [resource.name, resource.label])),
);

/** Every route the block serves. */
export const BLOCK_PLANS: readonly RoutePlan[] = [
  ...DECLARED_RESOURCES.flatMap((declared) => declared.plans),
  OPERATE_LOG_PLAN,
];

/** The routes of every declared resource and the operation log, with the imports the task centre runs. */
export function declaredResourceRoutes(deps: AppDeps): RouteSpec[] {
  for (const { resource, adapter } of DECLARED_RESOURCES) {
    const taskType = resource.taskTypes?.import;
    if (resource.api.import && taskType)
      registerImportHandler(resourceImportHandler(resource, adapter, taskType));
  }
  return BLOCK_PLANS.map((plan) => routeOf(plan, deps));
}
