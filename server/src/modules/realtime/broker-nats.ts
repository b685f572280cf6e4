import { connect } from '@nats-io/transport-node';
import { BROKER_CHANNEL, type Broker, type BrokerLog, type BrokerReceiver, brokerCodec } from './broker';

/**
 * NATS core publish/subscribe on one subject. `noEcho` keeps this process's own messages from coming
 * back (the codec filters them too); the client reconnects by itself without limit, and what is
 * published while it is away is delivered locally only.
 */
export async function openNatsBroker(url: string, receive: BrokerReceiver, log: BrokerLog): Promise<Broker> {
  const codec = brokerCodec(receive, log);
  const connection = await connect({
    servers: url,
    noEcho: true,
    maxReconnectAttempts: -1,
    name: 'site-server',
  });
  connection.subscribe(BROKER_CHANNEL, {
    callback: (error, message) => {
      if (error) log(`broker: ${error.message}`);
      else codec.decode(message.data);
    },
  });
  (async () => {
    for await (const status of connection.status()) {
      if (status.type === 'disconnect' || status.type === 'reconnect') log(`broker: NATS ${status.type}`);
    }
  })().catch(() => {});
  return {
    publish(message) {
      if (!connection.isClosed()) connection.publish(BROKER_CHANNEL, codec.encode(message));
    },
    close: () => connection.drain().catch(() => {}),
  };
}
