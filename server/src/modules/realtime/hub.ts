import { APP_PREFIX, messageFrames, scopeOf, type UserQueue, userQueue } from '@site/shared-realtime';
import type { Broker, BrokerMessage } from './broker';
import type { RealtimeCaller } from './caller';
import type { StompSession } from './session';

/** A SEND of a client to a destination under the application prefix. */
export interface SentMessage {
  caller: RealtimeCaller;
  destination: string;
  headers: Record<string, string>;
  body: string;
}

export type SendHandler = (message: SentMessage) => void | Promise<void>;

/**
 * Connections whose credential may have died: a session token, every session of a user, a wall key, or
 * the token of a registered display.
 */
export type RecheckMatch =
  | { tokenHash: string }
  | { userId: string }
  | { keyHash: string }
  | { displayId: string };

/** Where a recheck crosses the broker; scopeOf knows no such destination, so no client can hear it. */
const RECHECK_DESTINATION = '/control/recheck';

/**
 * The in-memory broker of one process: it knows every open STOMP session and delivers published
 * messages to the matching subscriptions. Sessions are few (walls and consoles), so a scan per message
 * is cheaper than keeping an index in step.
 */
export class RealtimeHub {
  private readonly sessions = new Set<StompSession>();
  private readonly handlers = new Map<string, SendHandler>();
  private messageCount = 0;
  private broker: Broker | null = null;

  /** Sends a JSON body to every subscriber of an org or project topic. */
  publish(destination: string, body: unknown): void {
    if (scopeOf(destination)?.kind === 'user') throw new Error(`use sendToUser for ${destination}`);
    this.route({ destination, json: JSON.stringify(body) });
  }

  /** Sends a JSON body to one user's queue, on every connection he has open. */
  sendToUser(userId: string, queue: UserQueue, body: unknown): void {
    this.route({ destination: userQueue(queue), json: JSON.stringify(body), userId });
  }

  /** Shares every publish with the other server processes (BROKER_URL); until then, this one only. */
  useBroker(broker: Broker): void {
    this.broker = broker;
  }

  /**
   * After a logout, a password change, a role switch or a key revocation: every process checks the
   * matching connections' credentials again and closes those that no longer hold.
   */
  recheck(match: RecheckMatch): void {
    this.route({ destination: RECHECK_DESTINATION, json: JSON.stringify(match) });
  }

  /** A message another process published: delivered to this process's sessions only. */
  receive(message: BrokerMessage): void {
    if (message.destination === RECHECK_DESTINATION) {
      this.recheckHere(message.json);
      return;
    }
    const { userId } = message;
    this.deliver(
      message.destination,
      message.json,
      userId === undefined ? () => true : (caller) => caller.kind === 'user' && caller.user.userId === userId,
    );
  }

  /** Routes SEND frames to `destination` (under the application prefix) to the handler. */
  handle(destination: string, handler: SendHandler): void {
    if (!destination.startsWith(`${APP_PREFIX}/`))
      throw new Error(`${destination} is not under ${APP_PREFIX}`);
    this.handlers.set(destination, handler);
  }

  handlerOf(destination: string): SendHandler | undefined {
    return this.handlers.get(destination);
  }

  /** How many subscriptions of all sessions listen to the destination. */
  subscriberCount(destination: string): number {
    let count = 0;
    for (const session of this.sessions) count += session.subscriptionsTo(destination).length;
    return count;
  }

  attach(session: StompSession): void {
    this.sessions.add(session);
  }

  detach(session: StompSession): void {
    this.sessions.delete(session);
  }

  /** The server is stopping: every connection ends, told to come back soon (to another replica or this one restarted). */
  closeAll(): void {
    for (const session of this.sessions) session.close(true);
  }

  /** Checks every signed-in connection again: sessions also end by their idle timeout and lifetime. */
  recheckUsers(): void {
    for (const session of this.sessions) if (session.caller?.kind === 'user') session.recheck();
  }

  private recheckHere(json: string): void {
    let match: Partial<Record<'tokenHash' | 'userId' | 'keyHash' | 'displayId', unknown>>;
    try {
      match = JSON.parse(json);
    } catch {
      return;
    }
    for (const session of this.sessions) {
      const caller = session.caller;
      if (!caller) continue;
      const hit =
        caller.kind === 'user'
          ? caller.user.tokenHash === match.tokenHash || caller.user.userId === match.userId
          : session.keyHash === match.keyHash ||
            (caller.grant.displayId !== undefined && caller.grant.displayId === match.displayId);
      if (hit) session.recheck();
    }
  }

  private route(message: BrokerMessage): void {
    this.receive(message);
    this.broker?.publish(message);
  }

  private deliver(destination: string, json: string, hears: (caller: RealtimeCaller) => boolean): void {
    const wallMayHear = wallFilter(destination, json);
    let frames: ReturnType<typeof messageFrames> | undefined;
    for (const session of this.sessions) {
      if (!session.caller || !hears(session.caller)) continue;
      if (session.caller.kind === 'wall' && !wallMayHear(session.caller.grant.projectId)) continue;
      for (const subscription of session.subscriptionsTo(destination)) {
        frames ??= messageFrames(destination, json);
        session.sendMessage(frames(subscription, `${++this.messageCount}`));
      }
    }
  }
}

/**
 * A wall hears an org topic only for its own project: an org message reaches its walls when its body
 * names their project (deviceStatus carries projectId), never another project's devices.
 */
function wallFilter(destination: string, json: string): (projectId: string) => boolean {
  if (scopeOf(destination)?.kind !== 'org') return () => true;
  let projectOfMessage: unknown;
  let parsed = false;
  return (projectId) => {
    if (!parsed) {
      parsed = true;
      try {
        projectOfMessage = (JSON.parse(json) as { projectId?: unknown } | null)?.projectId;
      } catch {
        projectOfMessage = undefined;
      }
    }
    return projectOfMessage !== undefined && String(projectOfMessage) === projectId;
  };
}
