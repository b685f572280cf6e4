import { type AgreementExceptionMessage, agreementExceptionTopic } from '@site/shared-realtime';
import { createRealtimeClient, type RealtimeClient } from '@site/shared-realtime/client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PROJECTS } from '../../seed/demo';
import { type ServerWithRows, startTestServerWithRows } from '../../test/seeded-rows';
import type { TestServer } from '../../test/server';
import { listExceptions } from '../agreement/queries';
import { REALTIME_PATH } from '../realtime/endpoint';
import { LOG_TYPE_RULES } from '../upload-log/log-types';
import { pageUploadLogs } from '../upload-log/queries';
import { uploadLogRound } from './upload-log';

const LONG = DEMO_PROJECTS.longName;
const everything = { limit: 10_000, offset: 0 };

/**
 * The round runs on the server's seeded rows (a copy on PGlite, whose in-memory database is out of
 * reach; the same database on PostgreSQL) and publishes through the running server's hub, so a real
 * STOMP client of a console user hears it.
 */
describe('report log round of the simulator', () => {
  let server: TestServer;
  let withRows: ServerWithRows;
  let consoleClient: RealtimeClient;

  beforeAll(async () => {
    withRows = await startTestServerWithRows();
    server = withRows.server;
    consoleClient = createRealtimeClient({
      url: `${server.url}${REALTIME_PATH}`,
      token: await server.login('admin'),
      log: () => {},
    });
    consoleClient.start();
  });
  afterAll(async () => {
    await consoleClient.stop();
    await withRows.close();
  });

  const round = (random: () => number, projectIds: string[] = [DEMO_PROJECTS.main, LONG]) =>
    uploadLogRound(
      {
        db: withRows.db,
        intervalMs: 60_000,
        random,
        publish: (destination, body) => server.app.realtime.publish(destination, body),
      },
      Date.now(),
      projectIds,
    );

  it('writes a refused report, counts it as an exception and pushes it on its agreement topic', async () => {
    const heard: AgreementExceptionMessage[] = [];
    consoleClient.subscribe<AgreementExceptionMessage>(
      { kind: 'project', topic: 'agreementException', projectId: LONG, agreementCode: 'HZ_SMZ' },
      (message) => heard.push(message.body),
    );
    const topic = agreementExceptionTopic(LONG, 'HZ_SMZ');
    await vi.waitFor(() => expect(server.app.realtime.subscriberCount(topic)).toBe(1));
    const before = (await pageUploadLogs(withRows.db, { projectId: LONG }, everything)).total;

    // A source this low makes every chance happen and picks the first agreement of each project.
    await round(() => 0.01);

    await vi.waitFor(() => expect(heard).toHaveLength(1));
    const [message] = heard;
    const { rows, total } = await pageUploadLogs(withRows.db, { projectId: LONG }, everything);
    expect(total).toBe(before + 1);
    const [latest] = rows;
    expect(latest).toMatchObject({ agreementCode: 'HZ_SMZ', getResultStatus: 2 });
    expect(latest.resultMessage).not.toBe('');
    const operateType = LOG_TYPE_RULES[latest.logType as keyof typeof LOG_TYPE_RULES].exceptionType;
    const exception = (await listExceptions(withRows.db, LONG)).find(
      (item) => item.agreementCode === 'HZ_SMZ' && item.operateType === operateType,
    );
    expect(message).toEqual({
      ...exception,
      projectId: LONG,
      exceptionLogCount: 1,
      logTypeList: [operateType],
    });
    expect(message.endDate).toBe(latest.createTime);
  });

  it('adds to the count of an exception that exists, and stays quiet on a round without failures', async () => {
    const counts = async () =>
      new Map(
        (await listExceptions(withRows.db, LONG)).map((item) => [
          item.agreementCode + item.operateType,
          item,
        ]),
      );
    const before = await counts();
    await round(() => 0.01, [LONG]);
    const after = await counts();
    const [latest] = (await pageUploadLogs(withRows.db, { projectId: LONG }, everything)).rows;
    const key = `HZ_SMZ${LOG_TYPE_RULES[latest.logType as keyof typeof LOG_TYPE_RULES].exceptionType}`;
    expect(before.get(key)?.exceptionRecordCount).toBeGreaterThan(0);
    expect(after.get(key)?.exceptionRecordCount).toBe((before.get(key)?.exceptionRecordCount ?? 0) + 1);
    expect(after.get(key)?.startDate).toBe(before.get(key)?.startDate);

    const total = async () => (await pageUploadLogs(withRows.db, { projectId: LONG }, everything)).total;
    const quietBefore = await total();
    await round(() => 0.99);
    expect(await total()).toBe(quietBefore);
  });
});
