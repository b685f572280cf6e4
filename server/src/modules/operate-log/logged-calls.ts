import {
  AGREEMENT_API,
  API,
  DASHBOARD_API,
  LED_API,
  type LedProgramRow,
  type OperateType,
  type OtherLogModule,
  PROJECT_MANAGE_API,
} from '@site/shared-schema';
import type { Database } from '../../db/client';
import { toScreenItem } from '../screen/answers';
import { findScreen } from '../screen/queries';
import { findScreenConfig } from '../screen-config/queries';

/** The record a call writes, as the log names it. */
export interface CallTarget {
  projectId: string;
  targetId: string;
  targetName: string;
  /** What the log shows of the record (no large documents); null where there is none. */
  state: Record<string, unknown> | null;
}

type Body = Record<string, unknown>;

/**
 * A write outside the resource block that the operation log records: what it reads of its record before
 * the call (update, delete) and what the call left (add, update), from its body and its answer.
 */
export interface LoggedCall {
  module: OtherLogModule;
  operateType: OperateType;
  before?(db: Database, body: Body): Promise<CallTarget | null>;
  after?(body: Body, answer: unknown, before: CallTarget | null): CallTarget | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A screen as the designer's list shows it: its name and publication, never its document. */
const screenTarget = (item: ReturnType<typeof toScreenItem>): CallTarget => ({
  projectId: item.projectId,
  targetId: item.screenId,
  targetName: item.screenName,
  state: {
    screenName: item.screenName,
    published: item.published,
    draftChanged: item.draftChanged,
    publishTime: item.publishTime,
  },
});

const screenBefore = async (db: Database, body: Body) => {
  const row = await findScreen(db, text(body.screenId));
  return row ? screenTarget(toScreenItem(row)) : null;
};
const screenAfter = (_body: Body, answer: unknown) => screenTarget(answer as ReturnType<typeof toScreenItem>);

/** The project's own record: the body as sent is what changed. */
const projectAfter = (body: Body): CallTarget => {
  const { projectId, ...state } = body;
  return {
    projectId: text(projectId),
    targetId: text(projectId),
    targetName: text(body.projectName),
    state,
  };
};

const screenConfigTarget = (
  projectId: string,
  config: { screenName?: unknown; remark?: unknown },
): CallTarget => ({
  projectId,
  targetId: projectId,
  targetName: text(config?.screenName),
  state: { screenName: config.screenName, remark: config.remark },
});

/** An LED program as its list shows it: its name, its screens and how each took the last send. */
const ledAfter = (_body: Body, answer: unknown): CallTarget => {
  const program = answer as LedProgramRow;
  return {
    projectId: program.projectId,
    targetId: program.programId,
    targetName: program.programName,
    state: {
      programName: program.programName,
      screenIds: program.screenIds,
      sends: program.sends.map(
        (send) => `${send.screenName}: ${send.status}${send.reason ? ` ${send.reason}` : ''}`,
      ),
    },
  };
};

/**
 * An exchange with an agreement's platform, or its parameters saved: what was sent, and what the
 * platform answered (a long answer, a pull's rows, is kept to its size).
 */
const agreementAfter = (body: Body, answer: unknown): CallTarget => {
  const { projectId, agreementCode, ...sent } = body;
  const answered = JSON.stringify(answer ?? null);
  return {
    projectId: text(projectId),
    targetId: text(agreementCode),
    targetName: text(agreementCode),
    state: { ...sent, answer: answered.length <= 2000 ? answer : `${answered.length} characters` },
  };
};
const agreementCall = (operateType: OperateType): LoggedCall => ({
  module: 'agreement',
  operateType,
  after: agreementAfter,
});

/**
 * The writes of other modules that the log records, by path. Not logged: the LED programs' deletes (the call
 * answers no record to name), the face devices' commands (realtime requests, not routes).
 */
export const LOGGED_CALLS: Readonly<Record<string, LoggedCall>> = {
  [API.customScreenAdd]: { module: 'customScreen', operateType: 'ADD', after: screenAfter },
  [API.customScreenCopy]: { module: 'customScreen', operateType: 'ADD', after: screenAfter },
  [API.customScreenUpdate]: {
    module: 'customScreen',
    operateType: 'UPDATE',
    before: screenBefore,
    after: screenAfter,
  },
  [API.customScreenPublish]: {
    module: 'customScreen',
    operateType: 'STATUS',
    before: screenBefore,
    after: screenAfter,
  },
  [API.customScreenDelete]: { module: 'customScreen', operateType: 'DELETE', before: screenBefore },
  [DASHBOARD_API.screenConfigSave]: {
    module: 'screenConfig',
    operateType: 'UPDATE',
    before: async (db, body) =>
      screenConfigTarget(text(body.businessId), await findScreenConfig(db, text(body.businessId))),
    after: (body, answer) => screenConfigTarget(text(body.businessId), answer as Body),
  },
  [PROJECT_MANAGE_API.updateByProject]: { module: 'project', operateType: 'UPDATE', after: projectAfter },
  [PROJECT_MANAGE_API.updateTrainRule]: { module: 'project', operateType: 'UPDATE', after: projectAfter },
  [LED_API.add]: { module: 'ledProgram', operateType: 'ADD', after: ledAfter },
  [LED_API.copy]: { module: 'ledProgram', operateType: 'ADD', after: ledAfter },
  [LED_API.update]: { module: 'ledProgram', operateType: 'UPDATE', after: ledAfter },
  // A send is a command to the screens' controllers: what each answered is the state it leaves.
  [LED_API.send]: { module: 'ledProgram', operateType: 'STATUS', after: ledAfter },
  [AGREEMENT_API.projectUpload]: agreementCall('UPDATE'),
  [AGREEMENT_API.companyUpload]: agreementCall('UPDATE'),
  [AGREEMENT_API.teamUpload]: agreementCall('UPDATE'),
  [AGREEMENT_API.verifyRecordUpload]: agreementCall('UPDATE'),
  [AGREEMENT_API.pullCompany]: agreementCall('IMPORT'),
  [AGREEMENT_API.pullTeam]: agreementCall('IMPORT'),
  [AGREEMENT_API.pullPerson]: agreementCall('IMPORT'),
  [AGREEMENT_API.companyExit]: agreementCall('STATUS'),
  [AGREEMENT_API.teamExit]: agreementCall('STATUS'),
  [AGREEMENT_API.lockPerson]: agreementCall('STATUS'),
  [AGREEMENT_API.unlockPerson]: agreementCall('STATUS'),
  [AGREEMENT_API.projectSaveParam]: agreementCall('UPDATE'),
  [AGREEMENT_API.teamSaveParam]: agreementCall('UPDATE'),
  [AGREEMENT_API.deviceSaveParam]: agreementCall('UPDATE'),
  [AGREEMENT_API.caDeviceSaveParam]: agreementCall('UPDATE'),
};
