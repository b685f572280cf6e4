import { randomUUID } from 'node:crypto';

/** One delivery of the hub as it crosses to the other server processes. */
export interface BrokerMessage {
  destination: string;
  /** The JSON body, already serialised once by the publishing process. */
  json: string;
  /** Set for a user queue: only that user's connections hear it. */
  userId?: string;
}

/**
 * Fan-out between server processes. The publishing process delivers to its own sessions at once and
 * hands the message to the broker for the others; what comes back from the broker is delivered here
 * only when another process sent it, so nobody hears a message twice.
 */
export interface Broker {
  publish(message: BrokerMessage): void;
  close(): Promise<void>;
}

export type BrokerReceiver = (message: BrokerMessage) => void;
export type BrokerLog = (message: string) => void;

/** The exchange (RabbitMQ) and subject (NATS) every process of one deployment shares. */
export const BROKER_CHANNEL = 'site.realtime';

interface Envelope extends BrokerMessage {
  origin: string;
}

/** Encoding shared by the engines, with the echo of this process's own messages filtered out. */
export function brokerCodec(receive: BrokerReceiver, log: BrokerLog) {
  const origin = randomUUID();
  return {
    encode: (message: BrokerMessage): Buffer => Buffer.from(JSON.stringify({ ...message, origin })),
    decode(content: Uint8Array): void {
      let envelope: Envelope;
      try {
        envelope = JSON.parse(Buffer.from(content).toString('utf8')) as Envelope;
      } catch {
        log('broker: dropped a message that is not JSON');
        return;
      }
      if (envelope.origin === origin || typeof envelope.destination !== 'string') return;
      const { destination, json, userId } = envelope;
      receive(userId === undefined ? { destination, json } : { destination, json, userId });
    },
  };
}

/** The broker of BROKER_URL: amqp(s):// for RabbitMQ, nats:// for NATS; none keeps delivery in memory. */
export async function openBroker(
  url: string | null,
  receive: BrokerReceiver,
  log: BrokerLog,
): Promise<Broker | null> {
  if (!url) return null;
  const scheme = new URL(url).protocol;
  if (scheme === 'amqp:' || scheme === 'amqps:') {
    const { openAmqpBroker } = await import('./broker-amqp');
    return openAmqpBroker(url, receive, log);
  }
  if (scheme === 'nats:' || scheme === 'tls:') {
    const { openNatsBroker } = await import('./broker-nats');
    return openNatsBroker(url, receive, log);
  }
  throw new Error(`BROKER_URL: unsupported scheme ${scheme} (amqp://, amqps:// or nats://)`);
}
