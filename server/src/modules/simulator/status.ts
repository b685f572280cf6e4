import { type DeviceStatusMessage, type DeviceType, orgTopic } from '@site/shared-realtime';
import { formatDateTime } from '@site/shared-schema';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  aepDevices,
  craneDevices,
  elevatorDevices,
  lprDevices,
  monitorDevices,
  trainDevices,
  verifyDevices,
} from '../../db/schema';
import { stamp } from '../../seed/devices/clock';
import { integerBetween, pick } from '../../seed/devices/random';
import { chance, type SimulatorContext } from './context';

interface DeviceRow {
  id: string;
  projectId: string;
  deviceName: string;
}

/** The kinds whose connection state a table keeps: how to list the online ones and set the state. */
interface ConnectedKind {
  deviceType: DeviceType;
  online(db: Database, projectIds: string[]): Promise<DeviceRow[]>;
  set(db: Database, id: string, online: boolean): Promise<unknown>;
}

const KINDS: ConnectedKind[] = [
  {
    deviceType: 'crane',
    online: (db, ids) =>
      db
        .select({
          id: craneDevices.id,
          projectId: craneDevices.projectId,
          deviceName: craneDevices.craneName,
        })
        .from(craneDevices)
        .where(and(inArray(craneDevices.projectId, ids), eq(craneDevices.online, true))),
    set: (db, id, online) => db.update(craneDevices).set({ online }).where(eq(craneDevices.id, id)),
  },
  {
    deviceType: 'elevator',
    online: (db, ids) =>
      db
        .select({
          id: elevatorDevices.id,
          projectId: elevatorDevices.projectId,
          deviceName: elevatorDevices.elevatorName,
        })
        .from(elevatorDevices)
        .where(and(inArray(elevatorDevices.projectId, ids), eq(elevatorDevices.online, true))),
    set: (db, id, online) => db.update(elevatorDevices).set({ online }).where(eq(elevatorDevices.id, id)),
  },
  {
    deviceType: 'aep',
    online: (db, ids) =>
      db
        .select({ id: aepDevices.id, projectId: aepDevices.projectId, deviceName: aepDevices.deviceName })
        .from(aepDevices)
        .where(and(inArray(aepDevices.projectId, ids), eq(aepDevices.online, true))),
    set: (db, id, online) => db.update(aepDevices).set({ online }).where(eq(aepDevices.id, id)),
  },
  {
    deviceType: 'lpr',
    online: (db, ids) =>
      db
        .select({ id: lprDevices.id, projectId: lprDevices.projectId, deviceName: lprDevices.deviceName })
        .from(lprDevices)
        .where(and(inArray(lprDevices.projectId, ids), eq(lprDevices.online, true))),
    set: (db, id, online) =>
      db
        .update(lprDevices)
        .set(online ? { online, lastOnlineTime: formatDateTime(Date.now()) } : { online })
        .where(eq(lprDevices.id, id)),
  },
  {
    deviceType: 'monitor',
    online: (db, ids) =>
      db
        .select({
          id: monitorDevices.id,
          projectId: monitorDevices.projectId,
          deviceName: monitorDevices.deviceName,
        })
        .from(monitorDevices)
        .where(and(inArray(monitorDevices.projectId, ids), eq(monitorDevices.online, true))),
    set: (db, id, online) => db.update(monitorDevices).set({ online }).where(eq(monitorDevices.id, id)),
  },
  {
    deviceType: 'verify',
    online: (db, ids) =>
      db
        .select({
          id: verifyDevices.id,
          projectId: verifyDevices.projectId,
          deviceName: verifyDevices.deviceName,
        })
        .from(verifyDevices)
        .where(and(inArray(verifyDevices.projectId, ids), eq(verifyDevices.online, true))),
    // Coming back is being heard from: the last-seen time moves on.
    set: (db, id, online) =>
      db
        .update(verifyDevices)
        .set(online ? { online, lastOnlineTime: formatDateTime(Date.now()) } : { online })
        .where(eq(verifyDevices.id, id)),
  },
  {
    deviceType: 'train',
    online: (db, ids) =>
      db
        .select({
          id: trainDevices.id,
          projectId: trainDevices.projectId,
          deviceName: trainDevices.deviceName,
        })
        .from(trainDevices)
        .where(and(inArray(trainDevices.projectId, ids), eq(trainDevices.online, true))),
    set: (db, id, online) =>
      db
        .update(trainDevices)
        .set(online ? { online, lastOnlineTime: formatDateTime(Date.now()) } : { online })
        .where(eq(trainDevices.id, id)),
  },
];

interface Outage {
  kind: ConnectedKind;
  device: DeviceRow;
  roundsLeft: number;
}

/**
 * Connections: now and then an online device drops off for a few rounds and comes back. Only devices the
 * simulator took down come back (one the data left offline stays broken). Each change is written to the
 * device's table, so lists show it, and published on its org's deviceStatus topic. When the simulator
 * stops, the devices it took down are set online again.
 */
export function statusRound() {
  const outages = new Map<string, Outage>();
  const run = async (ctx: SimulatorContext, now: number, orgOf: Map<string, string>): Promise<void> => {
    const { random, db } = ctx;
    const announce = (outage: Outage, online: boolean) => {
      const orgId = orgOf.get(outage.device.projectId);
      if (!orgId) return;
      const { id, projectId, deviceName } = outage.device;
      const message: DeviceStatusMessage = {
        projectId,
        deviceId: id,
        deviceName,
        deviceType: outage.kind.deviceType,
        deviceStatus: online ? 1 : 0,
        time: stamp(now),
      };
      ctx.publish(orgTopic('deviceStatus', orgId), message);
    };
    for (const [key, outage] of outages) {
      if (--outage.roundsLeft > 0) continue;
      outages.delete(key);
      await outage.kind.set(db, outage.device.id, true);
      announce(outage, true);
    }
    if (!chance(random, 0.05)) return;
    const kind = pick(random, KINDS);
    const candidates = await kind.online(db, [...orgOf.keys()]);
    if (candidates.length === 0) return;
    const outage = { kind, device: pick(random, candidates), roundsLeft: integerBetween(random, 2, 6) };
    outages.set(`${kind.deviceType}:${outage.device.id}`, outage);
    await kind.set(db, outage.device.id, false);
    announce(outage, false);
  };
  const restore = async (db: Database): Promise<void> => {
    for (const { kind, device } of outages.values()) await kind.set(db, device.id, true);
    outages.clear();
  };
  return { run, restore };
}
