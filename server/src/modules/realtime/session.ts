import {
  encodeFrame,
  type Frame,
  FrameDecoder,
  FrameError,
  HEARTBEAT,
  SERVER_RESTART_CLOSE,
} from '@site/shared-realtime';
import type { Connection } from 'sockjs';
import type { AccessControl } from '../../http/route';
import { hashToken } from '../auth/sessions';
import { authenticateConnect, credentialsOf, maySubscribe, type RealtimeCaller } from './caller';
import { negotiateHeartbeat } from './heartbeat';
import type { RealtimeHub } from './hub';

/** What the session needs beyond its connection. */
export interface SessionContext {
  hub: RealtimeHub;
  access: AccessControl;
  /** The heart-beat period the server offers both ways, in ms. */
  heartbeatMs: number;
}

/** A missed heart-beat is tolerated up to this multiple of the period (network jitter). */
const HEARTBEAT_GRACE = 2;

/** One STOMP 1.2 session over one SockJS connection. */
export class StompSession {
  caller: RealtimeCaller | null = null;
  /** The hash of a wall's key, so a revocation finds its connections. */
  keyHash: string | null = null;
  /** The CONNECT frame's credentials, checked again before every SEND and on a recheck. */
  private credentials: Record<string, string> = {};
  private readonly decoder = new FrameDecoder();
  /** subscription id → destination */
  private readonly subscriptions = new Map<string, string>();
  private readonly timers: NodeJS.Timeout[] = [];
  private lastReceived = Date.now();
  /** Frames are handled one after another, though checks like authentication are asynchronous. */
  private queue = Promise.resolve();
  private closed = false;

  constructor(
    private readonly connection: Connection,
    private readonly context: SessionContext,
  ) {
    context.hub.attach(this);
    connection.on('data', (chunk: string) => this.receive(chunk));
    connection.on('close', () => this.dispose());
  }

  subscriptionsTo(destination: string): string[] {
    return [...this.subscriptions].filter(([, subscribed]) => subscribed === destination).map(([id]) => id);
  }

  /** A MESSAGE frame, encoded once for all its subscriptions (messageFrames). */
  sendMessage(frame: string): void {
    if (!this.closed) this.connection.write(frame);
  }

  /** Ends the connection; `restart` tells the client the server is stopping and it may come back soon. */
  close(restart = false): void {
    // sockjs writes the code into its close frame as given: a number, as browsers report it (its types say string).
    if (restart) this.connection.close(SERVER_RESTART_CLOSE.code as never, SERVER_RESTART_CLOSE.reason);
    else this.connection.close();
    this.dispose();
  }

  /** Checks the credential again, in frame order; a dead one ends the connection (seed: broker errors are logged). */
  recheck(): void {
    this.queue = this.queue
      .then(async () => {
        await this.stillAuthorised();
      })
      .catch(() => this.fail('server error'));
  }

  /** Whether the caller's credential still holds; if not, ERROR and close. */
  private async stillAuthorised(): Promise<boolean> {
    if (this.closed || !this.caller) return false;
    const caller = await authenticateConnect(this.context.access, this.credentials);
    if (!caller) {
      this.fail('unauthorized');
      return false;
    }
    this.caller = caller;
    return true;
  }

  private receive(chunk: string): void {
    this.lastReceived = Date.now();
    let frames: Frame[];
    try {
      frames = this.decoder.push(chunk);
    } catch (error) {
      this.fail(error instanceof FrameError ? error.message : 'malformed frame');
      return;
    }
    for (const frame of frames) {
      this.queue = this.queue.then(() => this.handle(frame)).catch(() => this.fail('server error', frame));
    }
  }

  private async handle(frame: Frame): Promise<void> {
    if (this.closed) return;
    if (!this.caller && frame.command !== 'CONNECT' && frame.command !== 'STOMP') {
      return this.fail('not connected', frame);
    }
    switch (frame.command) {
      case 'CONNECT':
      case 'STOMP':
        return this.connect(frame);
      case 'SUBSCRIBE':
        return this.subscribe(frame);
      case 'UNSUBSCRIBE':
        this.subscriptions.delete(frame.headers.id);
        return this.receipt(frame);
      case 'SEND':
        return this.dispatch(frame);
      case 'DISCONNECT':
        this.receipt(frame);
        return this.close();
      case 'ACK':
      case 'NACK':
        // Every subscription is delivered as ack:auto; acknowledgements change nothing.
        return this.receipt(frame);
      default:
        return this.fail(`unsupported command ${frame.command}`, frame);
    }
  }

  private async connect(frame: Frame): Promise<void> {
    if (this.caller) return this.fail('already connected', frame);
    const versions = (frame.headers['accept-version'] ?? '1.0').split(',');
    if (!versions.includes('1.2')) return this.fail('only STOMP 1.2 is supported', frame);
    const caller = await authenticateConnect(this.context.access, frame.headers);
    if (!caller) return this.fail('unauthorized', frame);
    this.caller = caller;
    this.credentials = credentialsOf(frame.headers);
    this.keyHash = caller.kind === 'wall' ? hashToken(this.credentials['x-playback-key']) : null;
    const heartbeat = negotiateHeartbeat(frame.headers['heart-beat'], this.context.heartbeatMs);
    this.send('CONNECTED', {
      version: '1.2',
      'heart-beat': `${this.context.heartbeatMs},${this.context.heartbeatMs}`,
      server: 'site-server',
      session: this.connection.id,
    });
    if (heartbeat.sendEvery > 0) {
      this.timers.push(setInterval(() => this.connection.write(HEARTBEAT), heartbeat.sendEvery));
    }
    if (heartbeat.expectEvery > 0) {
      const limit = heartbeat.expectEvery * HEARTBEAT_GRACE;
      this.timers.push(
        setInterval(() => {
          if (Date.now() - this.lastReceived > limit) this.close();
        }, heartbeat.expectEvery),
      );
    }
  }

  private async subscribe(frame: Frame): Promise<void> {
    const { id, destination } = frame.headers;
    if (!id || !destination) return this.fail('SUBSCRIBE needs id and destination', frame);
    if (!(await maySubscribe(this.context.access, this.caller!, destination))) {
      return this.fail(`forbidden destination ${destination}`, frame);
    }
    this.subscriptions.set(id, destination);
    this.receipt(frame);
  }

  private async dispatch(frame: Frame): Promise<void> {
    const destination = frame.headers.destination ?? '';
    const handler = this.context.hub.handlerOf(destination);
    if (!handler) return this.fail(`no handler for ${destination}`, frame);
    // A SEND acts (it may open a gate): the credential must hold now, not only at CONNECT.
    if (!(await this.stillAuthorised())) return;
    await handler({ caller: this.caller!, destination, headers: frame.headers, body: frame.body });
    this.receipt(frame);
  }

  private receipt(frame: Frame): void {
    const receipt = frame.headers.receipt;
    if (receipt) this.send('RECEIPT', { 'receipt-id': receipt });
  }

  /** Per STOMP, an ERROR frame ends the connection. */
  private fail(message: string, frame?: Frame): void {
    const receipt = frame?.headers.receipt;
    this.send('ERROR', { message, ...(receipt ? { 'receipt-id': receipt } : {}) });
    this.close();
  }

  private send(command: string, headers: Record<string, string>, body = ''): void {
    if (!this.closed) this.connection.write(encodeFrame({ command, headers, body }));
  }

  private dispose(): void {
    if (this.closed) return;
    this.closed = true;
    for (const timer of this.timers) clearInterval(timer);
    this.context.hub.detach(this);
  }
}
