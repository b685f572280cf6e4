import type { ResourceCode } from '@site/shared-schema';

/**
 * The realtime channels of seed 000 §4 and 001 §7: user queues, the org topic and the project topics.
 * The server authorises a SUBSCRIBE by the scope of its destination and the access rule below;
 * clients build destinations here.
 */

export const USER_QUEUES = [
  'deviceConfig',
  'deviceSetting',
  'protocolConfigSetting',
  'deviceStore',
  'remoteOpen',
  'getAllUserID',
  'sendGetCameraChannel',
  'locationCoordinateSetting',
] as const;

export const ORG_TOPICS = ['deviceStatus'] as const;

export const PROJECT_TOPICS = [
  'sendAepDeviceRealtimeLog',
  'sendAepDeviceParam',
  'timeLog',
  'aiCameraTimeLog',
  'aiCameraData',
  'sendLrpEquipmentTimeLog',
] as const;

/**
 * Who may hear each topic besides its scope (a user: his org, a project he is a member of): any one of
 * the resource codes that the same data needs over HTTP, or 'session' for any signed-in member. Walls
 * hear what their key's screen needs (their project's topics) and are not ruled by codes. A user queue
 * carries only the answers to the user's own requests, whose handlers check the codes of the request.
 */
export const CHANNEL_ACCESS = {
  // The dashboard's device figures and every device list show connection states.
  deviceStatus: [
    'cMainPage',
    'cSiteVerifyDeviceManager',
    'cSiteMonitorDeviceManager',
    'cSiteLprDeviceManager',
    'cSiteYcjzManager',
    'cSiteCraneManager',
    'cSiteElevatorDeviceManager',
    'cSiteAepDeviceManager',
    'cSiteAiManager',
  ],
  // Passages carry names and ID numbers: the dashboard's latest records and the identification records.
  timeLog: ['cMainPage', 'cSiteVerifyPersonRecordManager'],
  sendAepDeviceRealtimeLog: ['cMainPage', 'cSiteAepDeviceManager'],
  sendAepDeviceParam: ['cMainPage', 'cSiteAepDeviceManager'],
  aiCameraTimeLog: ['cMainPage', 'cSiteAiCamera'],
  aiCameraData: ['cMainPage', 'cSiteAiCamera'],
  sendLrpEquipmentTimeLog: ['cMainPage', 'cSiteLprRecordManager'],
  // Every member entering a project is told of its agreement exceptions (seed 000 §4 layout checks).
  agreementException: 'session',
} as const satisfies Record<string, readonly ResourceCode[] | 'session'>;

export type UserQueue = (typeof USER_QUEUES)[number];
export type OrgTopic = (typeof ORG_TOPICS)[number];
export type ProjectTopic = (typeof PROJECT_TOPICS)[number];

/** Prefix of destinations a client SENDs to, handled by the server. */
export const APP_PREFIX = '/app';

/**
 * Requests a signed-in client SENDs to `APP_PREFIX/<name>`; the server answers each on the sender's
 * user queue of the same name.
 */
export const APP_REQUESTS = [
  'sendGetCameraChannel',
  'remoteOpen',
  'deviceStore',
  'deviceConfig',
  'deviceSetting',
  'protocolConfigSetting',
  'locationCoordinateSetting',
  'getAllUserID',
] as const satisfies readonly UserQueue[];
export type AppRequest = (typeof APP_REQUESTS)[number];
export const appDestination = (request: AppRequest): string => `${APP_PREFIX}/${request}`;

export const userQueue = (name: UserQueue): string => `/user/queue/${name}`;
export const orgTopic = (name: OrgTopic, orgId: string): string => `/topic/${name}/${orgId}`;
export const projectTopic = (name: ProjectTopic, projectId: string): string => `/topic/${name}/${projectId}`;
export const agreementExceptionTopic = (projectId: string, agreementCode: string): string =>
  `/topic/agreementException/${projectId}/${agreementCode}`;
/** What the console tells one registered display (DisplayMessage): only that display hears it. */
export const displayTopic = (displayId: string): string => `/topic/display/${displayId}`;
/** Where a registered display SENDs its DisplayReport (the client's publish path); no answer comes back. */
export const DISPLAY_REPORT_PATH = '/displayReport';
export const DISPLAY_REPORT_DESTINATION = `${APP_PREFIX}${DISPLAY_REPORT_PATH}`;

export type Scope =
  | { kind: 'user'; queue: UserQueue }
  | { kind: 'org'; topic: OrgTopic; orgId: string }
  | {
      kind: 'project';
      topic: ProjectTopic | 'agreementException';
      projectId: string;
      agreementCode?: string;
    }
  | { kind: 'display'; displayId: string };

/** The scope a destination belongs to, or null for one no client may subscribe to. */
export function scopeOf(destination: string): Scope | null {
  const parts = destination.split('/').filter(Boolean);
  if (parts[0] === 'user' && parts[1] === 'queue' && parts.length === 3) {
    const queue = USER_QUEUES.find((name) => name === parts[2]);
    return queue ? { kind: 'user', queue } : null;
  }
  if (parts[0] !== 'topic') return null;
  const org = ORG_TOPICS.find((name) => name === parts[1]);
  if (org && parts.length === 3) return { kind: 'org', topic: org, orgId: parts[2] };
  const project = PROJECT_TOPICS.find((name) => name === parts[1]);
  if (project && parts.length === 3) return { kind: 'project', topic: project, projectId: parts[2] };
  if (parts[1] === 'agreementException' && parts.length === 4) {
    return { kind: 'project', topic: 'agreementException', projectId: parts[2], agreementCode: parts[3] };
  }
  if (parts[1] === 'display' && parts.length === 3) return { kind: 'display', displayId: parts[2] };
  return null;
}

/** The access rule of a topic scope: the codes of which the caller needs one, or 'session'. */
export const accessOf = (
  scope: Exclude<Scope, { kind: 'user' | 'display' }>,
): readonly ResourceCode[] | 'session' => CHANNEL_ACCESS[scope.topic];

/** The destination of a scope: the inverse of scopeOf. */
export function destinationOf(scope: Scope): string {
  switch (scope.kind) {
    case 'user':
      return userQueue(scope.queue);
    case 'org':
      return orgTopic(scope.topic, scope.orgId);
    case 'project':
      return scope.topic === 'agreementException'
        ? agreementExceptionTopic(scope.projectId, scope.agreementCode ?? '')
        : projectTopic(scope.topic, scope.projectId);
    case 'display':
      return displayTopic(scope.displayId);
  }
}
