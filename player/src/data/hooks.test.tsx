/** @jsxImportSource preact */
import { createComponent, type ScreenComponent, WIDGET_CALLS } from '@site/shared-schema';
import { type ComponentChildren, render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CONFIG } from '../app/config';
import { RuntimeContext } from '../runtime/context';
import { createServices, type Services } from '../runtime/services';
import { fakeFetcher, renderWidget, settle } from '../test/harness';
import { useWidgetCall } from './catalogue';
import { DataLayerContext, useCall } from './hooks';
import type { CallSpec, Fetcher } from './types';

function Probe({ spec }: { spec: CallSpec | null }) {
  const state = useCall(spec);
  return (
    <span data-loading={String(state.loading)}>{state.data === undefined ? '' : String(state.data)}</span>
  );
}

function ProjectProbe({ component }: { component: ScreenComponent }) {
  const state = useWidgetCall<{ projectName?: string }>(WIDGET_CALLS.project, component);
  return <span>{state.data?.projectName ?? (state.loading ? '…' : '-')}</span>;
}

describe('useCall and useWidgetCall', () => {
  const root = document.createElement('div');
  let services: Services | null = null;
  afterEach(() => {
    act(() => render(null, root));
    services?.dispose();
    services = null;
    vi.useRealTimers();
  });

  async function show(fetcher: Fetcher, children: ComponentChildren, projectId = 'p1') {
    services = createServices({ config: DEFAULT_CONFIG, projectId, live: true, fetcher });
    await rerender(children);
  }

  async function rerender(children: ComponentChildren) {
    const current = services!;
    await act(async () => {
      render(
        <RuntimeContext.Provider value={current.runtime}>
          <DataLayerContext.Provider value={current.layer}>{children}</DataLayerContext.Provider>
        </RuntimeContext.Provider>,
        root,
      );
    });
    await settle();
  }

  it('widgets reading the same call share one request and show the same answer', async () => {
    const answer = vi.fn(() => ({ projectName: '滨江一号地块' }));
    const component = createComponent('ProjectName', { left: 0, top: 0 });
    await show(fakeFetcher({ '/front/siteProject/queryByProject': answer }), [
      <ProjectProbe key="a" component={component} />,
      <ProjectProbe key="b" component={createComponent('VMap', { left: 0, top: 0 })} />,
    ]);
    expect(answer).toHaveBeenCalledTimes(1);
    expect(root.textContent).toBe('滨江一号地块滨江一号地块');
  });

  it('a site call without a project is no call at all', async () => {
    const fetcher = vi.fn(fakeFetcher());
    await show(fetcher, <ProjectProbe component={createComponent('ProjectName', { left: 0, top: 0 })} />, '');
    expect(fetcher).not.toHaveBeenCalled();
    expect(root.textContent).toBe('-');
  });

  it('a null spec is idle; a spec shows loading, then its answer', async () => {
    let resolve!: (value: unknown) => void;
    const fetcher: Fetcher = () => new Promise((done) => (resolve = done));
    const spec: CallSpec = { base: 'site', path: '/front/x', payload: {} };
    await show(fetcher, [<Probe key="idle" spec={null} />, <Probe key="call" spec={spec} />]);
    const [idle, call] = [...root.querySelectorAll('span')];
    expect(idle.dataset.loading).toBe('false');
    expect(call.dataset.loading).toBe('true');
    await act(async () => resolve('答'));
    expect(call.textContent).toBe('答');
    expect(call.dataset.loading).toBe('false');
  });

  it('re-subscribes when the spec changes, and releases the call on unmount', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const fetcher = vi.fn(fakeFetcher({ '/front/x': 1, '/front/y': 2 }));
    const x: CallSpec = { base: 'site', path: '/front/x', payload: {}, refresh: { intervalMs: 1000 } };
    await show(fetcher, <Probe spec={x} />);
    expect(root.textContent).toBe('1');
    await rerender(<Probe spec={{ ...x, path: '/front/y' }} />);
    expect(root.textContent).toBe('2');
    expect(fetcher.mock.calls.map(([call]) => call.path)).toEqual(['/front/x', '/front/y']);
    act(() => render(null, root));
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });
});

describe('a data source on a wall', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps showing the last good answer through a failure, with a stale badge until it recovers', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    let down = false;
    const text = createComponent('VText', { left: 0, top: 0 });
    text.request = {
      url: 'https://api.example.com/v',
      method: 'GET',
      paramType: '',
      data: [],
      series: true,
      time: 5000,
      requestCount: 0,
    };
    const relay = () => {
      if (down) throw new Error('网络错误');
      return { value: 42 };
    };
    const { element, cleanup } = await renderWidget(text, {
      fetcher: fakeFetcher({ '/front/relay': relay }),
    });
    expect(element.textContent).toContain('42');
    expect(element.querySelector('[data-state="stale"]')).toBeNull();
    down = true;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    expect(element.textContent).toContain('42');
    expect(element.querySelector('[data-state="stale"]')).not.toBeNull();
    down = false;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    expect(element.querySelector('[data-state="stale"]')).toBeNull();
    cleanup();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps the typed text of a source that never answered, with an error badge', async () => {
    const text = createComponent('VText', { left: 0, top: 0 });
    text.propValue = '默认标语';
    text.request = {
      url: 'http://not-allowed.invalid/api',
      method: 'GET',
      paramType: '',
      data: [],
      series: false,
      time: 0,
      requestCount: 0,
    };
    const refused = () => {
      throw new Error('目标主机不在数据源白名单中');
    };
    const { element, cleanup } = await renderWidget(text, {
      fetcher: fakeFetcher({ '/front/relay': refused }),
    });
    expect(element.textContent).toContain('默认标语');
    expect(element.querySelector('[data-state="error"]')?.textContent).toContain('白名单');
    cleanup();
  });
});
