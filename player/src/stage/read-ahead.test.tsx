/** @jsxImportSource preact */
import { createComponent, createScreenDocument } from '@site/shared-schema';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountCalls, widgetContext } from '../data/catalogue';
import type { CallRequest } from '../data/types';
import { mountScreen } from '../mount';
import { settle, tick } from '../test/harness';
import { READ_AHEAD_HOLD_MS } from './read-ahead';

// Views that never arrive: whatever is read, the screen read it ahead of its views.
vi.mock('../widgets/registry', async (original) => ({
  ...(await original<typeof import('../widgets/registry')>()),
  loadView: () => new Promise(() => {}),
  loadedView: () => undefined,
}));

afterEach(() => {
  vi.useRealTimers();
});

const startOfToday = () => new Date(new Date().setHours(0, 0, 0, 0)).getTime();

describe('reading ahead of the views', () => {
  it("starts the views' mount calls as the screen renders, group children's too, and lets go of them after a while", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const counted = createComponent('PersonCount', { left: 0, top: 0 });
    const child = createComponent('CompanyList', { left: 0, top: 0 });
    const group = createComponent('Group', { left: 0, top: 0 });
    group.propValue = [child];
    const doc = createScreenDocument();
    doc.componentData = [counted, group];
    const calls: CallRequest[] = [];
    const element = document.createElement('div');
    document.body.appendChild(element);
    const screen = mountScreen(element, doc, {
      projectId: 'p1',
      fetcher: async (call) => {
        calls.push(call);
        return {};
      },
    });
    // Before any effect (preact runs them after a frame or a 35 ms timeout, which the fake clock holds).
    const expected = [counted, child].flatMap((component) =>
      mountCalls(
        component,
        widgetContext({ projectId: 'p1', orgId: '', areaId: '' }, startOfToday(), component),
      ),
    );
    expect(expected.length).toBeGreaterThan(1);
    expect(calls.map((call) => call.path).sort()).toEqual(expected.map((spec) => spec.path).sort());
    expect(calls.map((call) => call.payload)).toEqual(
      expect.arrayContaining(expected.map((spec) => spec.payload)),
    );

    // Held, they are read again on their intervals; let go, they are not.
    await tick(100);
    await settle();
    await tick(READ_AHEAD_HOLD_MS + 1);
    const read = calls.length;
    await tick(10 * 60_000);
    expect(calls.length).toBe(read);
    screen.unmount();
    element.remove();
  });
});
