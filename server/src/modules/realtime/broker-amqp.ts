import amqp, { type Channel, type ChannelModel } from 'amqplib';
import { BROKER_CHANNEL, type Broker, type BrokerLog, type BrokerReceiver, brokerCodec } from './broker';

/** After a lost connection, how long to wait before dialling RabbitMQ again. */
const RECONNECT_MS = 5_000;

/**
 * RabbitMQ: a non-durable fanout exchange, and per process an exclusive, auto-deleted queue bound to
 * it. Realtime messages are live state, so nothing is kept for a process that is not there. amqplib does
 * not reconnect by itself: a lost connection is dialled again every RECONNECT_MS, and while it is down
 * this process delivers to its own sessions only.
 */
export async function openAmqpBroker(url: string, receive: BrokerReceiver, log: BrokerLog): Promise<Broker> {
  const codec = brokerCodec(receive, log);
  let model: ChannelModel | null = null;
  let channel: Channel | null = null;
  let closing = false;
  let retry: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    const opened = await amqp.connect(url);
    opened.on('error', (error: Error) => log(`broker: ${error.message}`));
    opened.on('close', () => {
      model = null;
      channel = null;
      if (!closing) scheduleReconnect();
    });
    const opening = await opened.createChannel();
    await opening.assertExchange(BROKER_CHANNEL, 'fanout', { durable: false });
    const { queue } = await opening.assertQueue('', { exclusive: true, autoDelete: true, durable: false });
    await opening.bindQueue(queue, BROKER_CHANNEL, '');
    await opening.consume(queue, (message) => message && codec.decode(message.content), { noAck: true });
    model = opened;
    channel = opening;
  }

  function scheduleReconnect(): void {
    log('broker: RabbitMQ connection lost, delivering locally until it is back');
    retry = setTimeout(() => {
      connect().catch((error: Error) => {
        log(`broker: ${error.message}`);
        if (!closing) scheduleReconnect();
      });
    }, RECONNECT_MS);
  }

  await connect();
  return {
    publish(message) {
      channel?.publish(BROKER_CHANNEL, '', codec.encode(message), { contentType: 'application/json' });
    },
    async close() {
      closing = true;
      clearTimeout(retry);
      await model?.close().catch(() => {});
    },
  };
}
