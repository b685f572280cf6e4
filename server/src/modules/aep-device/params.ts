import { randomUUID } from 'node:crypto';
import { type AepParamMessage, projectTopic } from '@site/shared-realtime';
import {
  AEP_PARAM_KEYS,
  type AepParamCommand,
  type AepParamState,
  type AepParamStatus,
  type AepParams,
  formatDateTime,
} from '@site/shared-schema';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { aepDevices, aepParamCommands } from '../../db/schema';
import type { AepBoxes } from '../simulator/aep-boxes';
import type { AepBoxRow } from './box';

type Publish = (destination: string, body: unknown) => void;
type CommandRow = typeof aepParamCommands.$inferSelect;

export const BOX_NO_ANSWER = '设备离线，未应答';

export const paramsOf = (row: AepParams): AepParams =>
  Object.fromEntries(AEP_PARAM_KEYS.map((key) => [key, row[key]])) as unknown as AepParams;

const commandOf = (row: CommandRow): AepParamCommand => ({
  commandId: row.id,
  deviceId: row.deviceId,
  ...paramsOf(row),
  paramStatus: row.paramStatus as AepParamStatus,
  reason: row.reason,
  sendTime: row.sendTime,
  answerTime: row.answerTime ?? '',
});

/** The limits the box runs and its latest sending (ids of sendings sort by time: see sendParams). */
export async function paramState(db: Database, box: AepBoxRow): Promise<AepParamState> {
  const [latest] = await db
    .select()
    .from(aepParamCommands)
    .where(eq(aepParamCommands.deviceId, box.id))
    .orderBy(desc(aepParamCommands.id))
    .limit(1);
  return { deviceId: box.id, params: paramsOf(box), command: latest ? commandOf(latest) : null };
}

function announce(publish: Publish, box: AepBoxRow, params: AepParams, command: AepParamCommand) {
  const message: AepParamMessage = {
    projectId: box.projectId,
    deviceId: box.id,
    deviceName: box.deviceName,
    time: command.answerTime || command.sendTime,
    ...params,
    commandId: command.commandId,
    paramStatus: command.paramStatus,
    reason: command.reason,
  };
  publish(projectTopic('sendAepDeviceParam', box.projectId), message);
}

/** Writes the box's answer: the limits it acknowledged become its own; a refusal keeps the ones it had. */
async function answer(
  db: Database,
  boxes: AepBoxes,
  publish: Publish,
  box: AepBoxRow,
  command: AepParamCommand,
): Promise<void> {
  const requested = paramsOf(command);
  const reply = await boxes.send(box.id, requested);
  const reason = reply === 'offline' ? BOX_NO_ANSWER : reply.reason;
  const paramStatus: AepParamStatus = reason ? 'REFUSED' : 'ACKNOWLEDGED';
  const answerTime = formatDateTime(Date.now());
  const kept = await db.transaction(async (tx) => {
    await tx
      .update(aepParamCommands)
      .set({ paramStatus, reason, answerTime })
      .where(eq(aepParamCommands.id, command.commandId));
    if (paramStatus === 'ACKNOWLEDGED') {
      await tx.update(aepDevices).set(requested).where(eq(aepDevices.id, box.id));
      return requested;
    }
    const [current] = await tx.select().from(aepDevices).where(eq(aepDevices.id, box.id));
    return current ? paramsOf(current) : paramsOf(box);
  });
  announce(publish, box, kept, { ...command, paramStatus, reason, answerTime });
}

/**
 * Sends limits to a box: the sending is stored PENDING and published at once, the box's answer comes
 * later on sendAepDeviceParam. Ids start with the sending's time in ms, so the latest sorts last even
 * within one second (sendTime keeps whole seconds).
 */
export async function sendParams(
  db: Database,
  boxes: AepBoxes,
  publish: Publish,
  box: AepBoxRow,
  params: AepParams,
  log: (error: unknown) => void,
): Promise<AepParamCommand> {
  const now = Date.now();
  const [row] = await db
    .insert(aepParamCommands)
    .values({
      id: `${now.toString(36).padStart(10, '0')}-${randomUUID()}`,
      deviceId: box.id,
      ...params,
      sendTime: formatDateTime(now),
    })
    .returning();
  const command = commandOf(row);
  announce(publish, box, params, command);
  answer(db, boxes, publish, box, command).catch(log);
  return command;
}
