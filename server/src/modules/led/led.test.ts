import {
  LED_API,
  LED_MESSAGES,
  type LedProgramRow,
  type LedScreen,
  type PageResult,
} from '@site/shared-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PROJECTS } from '../../seed/demo';
import { DEMO_LED_SCREENS } from '../../seed/led';
import { startTestServer, type TestServer } from '../../test/server';
import { ledControllersOf } from './controllers';

const projectId = DEMO_PROJECTS.main;

const program = {
  programName: '夜间施工公告',
  width: 192,
  height: 64,
  background: '#000000',
  items: [
    { content: '夜间施工 请勿靠近', fontSize: 16, color: '#ff0000', x: 4, y: 8, effect: 'SCROLL_LEFT' },
  ],
  screenIds: [DEMO_LED_SCREENS.gate, DEMO_LED_SCREENS.office],
};

describe('LED programs', () => {
  let server: TestServer;
  let admin: string;
  const post = <T>(path: string, body: object) => server.post<T>(path, { projectId, ...body }, admin);

  /** The program once no screen of it is SENDING any more. */
  async function settled(programId: string): Promise<LedProgramRow> {
    for (let round = 0; round < 100; round++) {
      const answer = await post<LedProgramRow>(LED_API.query, { programId });
      if (!answer.data.sends.some((send) => send.status === 'SENDING')) return answer.data;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the send never settled');
  }

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin');
    const fleet = ledControllersOf(server.app);
    fleet.pace = { ...fleet.pace, answerMs: [5, 10], waitMs: 300 };
  });
  afterAll(() => server.close());

  it('lists the seeded screens of the project with their resolution and state', async () => {
    const screens = await post<LedScreen[]>(LED_API.screens, {});
    expect(screens.data.map((screen) => `${screen.screenName} ${screen.width}×${screen.height}`)).toEqual([
      '大门口LED屏 192×64',
      '项目部LED屏 192×64',
      '塔吊LED屏 128×32',
    ]);
    expect(screens.data.every((screen) => screen.online === 1)).toBe(true);
  });

  it('adds, queries, finds by name, updates, copies and deletes a program', async () => {
    const added = await post<LedProgramRow>(LED_API.add, program);
    expect(added).toMatchObject({ code: 200, message: '新增成功' });
    const { programId } = added.data;
    expect((await post<LedProgramRow>(LED_API.query, { programId })).data).toMatchObject({
      ...program,
      sends: [],
    });
    const found = await post<PageResult<LedProgramRow>>(LED_API.page, {
      programName: '夜间',
      pageNumber: 1,
      pageSize: 10,
    });
    expect(found.data.total).toBe(1);
    expect(found.data.records[0].programId).toBe(programId);

    const updated = await post<LedProgramRow>(LED_API.update, {
      programId,
      ...program,
      programName: ' 夜间公告 ',
    });
    expect(updated.data.programName).toBe('夜间公告');

    const copy = await post<LedProgramRow>(LED_API.copy, { programId });
    expect(copy.data).toMatchObject({ programName: '夜间公告-副本', items: program.items });
    expect(copy.data.programId).not.toBe(programId);

    const removed = await post(LED_API.remove, { programIdList: [programId, copy.data.programId] });
    expect(removed).toMatchObject({ code: 200, message: '删除成功!' });
    expect((await post(LED_API.query, { programId })).code).toBe(404);
  });

  it('refuses a bad program with the message of its first problem', async () => {
    const refusal = async (change: object) => (await post(LED_API.add, { ...program, ...change })).message;
    expect(await refusal({ programName: '  ' })).toBe(LED_MESSAGES.name);
    expect(await refusal({ width: 8 })).toBe(LED_MESSAGES.size);
    expect(await refusal({ items: [] })).toBe(LED_MESSAGES.noItems);
    expect(await refusal({ items: [{ ...program.items[0], x: 192 }] })).toBe(LED_MESSAGES.position);
    expect(await refusal({ items: [{ ...program.items[0], color: 'red' }] })).toBe(LED_MESSAGES.color);
    expect(await refusal({ screenIds: ['led-2-gate'] })).toBe(LED_MESSAGES.unknownScreen);
  });

  it('sends to each screen and stores what each card answered: accepted, refused or no answer', async () => {
    const fleet = ledControllersOf(server.app);
    const { data } = await post<LedProgramRow>(LED_API.add, program);
    fleet.force('LED-1-A02', 'reject');
    const sent = await post<LedProgramRow>(LED_API.send, {
      programId: data.programId,
      screenIds: [DEMO_LED_SCREENS.gate, DEMO_LED_SCREENS.office, DEMO_LED_SCREENS.tower],
    });
    expect(sent.message).toBe(LED_MESSAGES.sent);
    expect(sent.data.sends.map((send) => send.status)).toEqual(['SENDING', 'SENDING', 'SENDING']);
    const after = await settled(data.programId);
    expect(after.sends.map((send) => [send.screenName, send.status, send.reason])).toEqual([
      ['大门口LED屏', 'SUCCESS', ''],
      ['项目部LED屏', 'FAILED', expect.any(String)],
      // 128×32 cannot play a 192×64 program.
      ['塔吊LED屏', 'FAILED', LED_MESSAGES.resolution],
    ]);
    expect(after.sends[1].reason).not.toBe('');

    fleet.force('LED-1-A02', 'timeout');
    await post(LED_API.send, { programId: data.programId });
    const timedOut = await settled(data.programId);
    expect(timedOut.sends.map((send) => [send.screenName, send.status])).toEqual([
      ['大门口LED屏', 'SUCCESS'],
      ['项目部LED屏', 'TIMEOUT'],
      // The earlier send's row stays as it was: only the program's own screens were sent this time.
      ['塔吊LED屏', 'FAILED'],
    ]);
    expect(timedOut.sends[1].reason).toBe(LED_MESSAGES.timeout);
    fleet.force('LED-1-A02', null);
  });

  it('needs cLedManager and the project, and another project’s program is not found', async () => {
    const nobody = await server.login('nobody');
    expect((await server.post(LED_API.page, { projectId }, nobody)).code).toBe(403);
    const manager = await server.login('manager');
    expect((await server.post(LED_API.page, { projectId }, manager)).code).toBe(403);
    const other = await server.post(
      LED_API.query,
      { projectId: DEMO_PROJECTS.pastDeadline, programId: 'led-program-safety' },
      admin,
    );
    expect(other.code).toBe(404);
  });
});
