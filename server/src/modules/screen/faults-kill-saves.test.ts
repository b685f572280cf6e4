import {
  API,
  type CustomScreenDetail,
  type CustomScreenItem,
  createComponent,
  createScreenDocument,
  type PageResult,
  type ScreenDocument,
} from '@site/shared-schema';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createProcessData,
  type ProcessData,
  type ServerProcess,
  startServerProcess,
} from '../../test/server-process';

const WORKERS = 4;
/** Saves answered before the kill: enough that the burst is well under way. */
const ANSWERED_BEFORE_KILL = 40;
const PROJECT = '1';

/** A document whose every text carries its save's tag: a half-written save would mix two tags. */
function documentOf(tag: string): ScreenDocument {
  const document = createScreenDocument({ screenName: tag });
  document.componentData = Array.from({ length: 40 }, (_, index) => ({
    ...createComponent('VText', { left: index * 20, top: 10 }),
    propValue: `${tag}#${index}`,
  }));
  return document;
}

/** The tag a stored screen was saved with, after checking it is whole. */
function wholeTag(screen: CustomScreenDetail): string {
  const tag = screen.screenName;
  expect(screen.document.canvasStyleData.screenName).toBe(tag);
  expect(screen.document.componentData.map((component) => component.propValue)).toEqual(
    Array.from({ length: 40 }, (_, index) => `${tag}#${index}`),
  );
  return tag;
}

describe('the server killed (SIGKILL) during a burst of screen saves', () => {
  let data: ProcessData;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    data = await createProcessData();
  });
  afterAll(async () => {
    await server?.stop();
    await data.remove();
  });

  it('keeps every save it answered 200, whole, and nothing twice', async () => {
    server = await startServerProcess(data);
    const killed = server;
    const token = await killed.login('manager');
    const owned: string[] = [];
    for (let worker = 0; worker < WORKERS; worker += 1) {
      const answer = await killed.post<CustomScreenDetail>(
        API.customScreenAdd,
        { projectId: PROJECT, screenName: `故障-${worker}-0`, document: documentOf(`故障-${worker}-0`) },
        token,
      );
      expect(answer, answer.message).toMatchObject({ code: 200 });
      owned.push(answer.data.screenId);
    }

    // Per worker: the tags of its own screen's updates sent and answered, and the screens it added.
    const sentUpdates = owned.map(() => [] as string[]);
    const answeredUpdates = owned.map((_, worker) => [`故障-${worker}-0`]);
    const sentAdds: string[] = [];
    const answeredAdds = new Map<string, string>();
    let answered = 0;

    const save = async (path: string, body: Record<string, unknown>) => {
      const answer = await killed.post<CustomScreenDetail>(path, body, token).catch(() => null);
      if (answer) expect(answer, answer.message).toMatchObject({ code: 200 });
      return answer;
    };
    const burst = owned.map(async (screenId, worker) => {
      for (let round = 1; ; round += 1) {
        const update = `故障-${worker}-${round}`;
        sentUpdates[worker].push(update);
        if (
          !(await save(API.customScreenUpdate, {
            screenId,
            screenName: update,
            document: documentOf(update),
          }))
        )
          return;
        answeredUpdates[worker].push(update);
        answered += 1;
        const added = `新增-${worker}-${round}`;
        sentAdds.push(added);
        const answer = await save(API.customScreenAdd, {
          projectId: PROJECT,
          screenName: added,
          document: documentOf(added),
        });
        if (!answer) return;
        answeredAdds.set(added, answer.data.screenId);
        answered += 1;
      }
    });
    await vi.waitFor(() => expect(answered).toBeGreaterThanOrEqual(ANSWERED_BEFORE_KILL), {
      timeout: 60_000,
      interval: 5,
    });
    await killed.kill();
    await Promise.all(burst);

    server = await startServerProcess(data);
    const restarted = server;
    const again = await restarted.login('manager');
    const query = async (screenId: string) => {
      const answer = await restarted.post<CustomScreenDetail>(API.customScreenQuery, { screenId }, again);
      expect(answer, answer.message).toMatchObject({ code: 200 });
      return answer.data;
    };

    for (const [worker, screenId] of owned.entries()) {
      const tag = wholeTag(await query(screenId));
      // The last answered save, or one sent after it whose answer the kill cut off.
      const lastAnswered = answeredUpdates[worker].at(-1) as string;
      const unanswered = sentUpdates[worker].slice(sentUpdates[worker].indexOf(lastAnswered) + 1);
      expect([lastAnswered, ...unanswered]).toContain(tag);
    }

    const listed = await restarted.post<PageResult<CustomScreenItem>>(
      API.customScreenList,
      { projectId: PROJECT, screenName: '新增-', pageNumber: 1, pageSize: 1000 },
      again,
    );
    const names = listed.data.records.map((screen) => screen.screenName);
    expect(new Set(names).size, 'an add stored twice').toBe(names.length);
    for (const name of names) expect(sentAdds).toContain(name);
    for (const [name, screenId] of answeredAdds) {
      expect(names).toContain(name);
      expect(wholeTag(await query(screenId))).toBe(name);
    }
  }, 120_000);
});
