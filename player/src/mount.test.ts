import { createComponent } from '@site/shared-schema';
import { act } from 'preact/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { mountWidget } from './index';
import { settle } from './test/harness';
import { loadView } from './widgets/registry';

describe('mountWidget (framework-neutral, for the designer)', () => {
  it('mounts, updates and unmounts a widget in a plain element', async () => {
    await loadView('VText');
    const element = document.createElement('div');
    const text = createComponent('VText', { left: 300, top: 200 });
    text.propValue = '设计器';
    let mounted!: ReturnType<typeof mountWidget>;
    act(() => {
      mounted = mountWidget(element, text);
    });
    await settle();
    expect(element.textContent).toContain('设计器');
    // The host element is the box: the widget fills it at 0,0 whatever its canvas position.
    const box = element.firstElementChild as HTMLElement;
    expect(box.style.left).toBe('0px');
    expect(box.style.width).toBe('100%');
    act(() => mounted.update({ ...text, propValue: '已更新' }));
    await settle();
    expect(element.textContent).toContain('已更新');
    act(() => mounted.unmount());
    expect(element.innerHTML).toBe('');
  });

  it('sends data calls with the given credentials', async () => {
    await loadView('ProjectName');
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ code: 200, data: { projectName: '甲项目' } })),
    );
    vi.stubGlobal('fetch', fetch);
    const element = document.createElement('div');
    let mounted!: ReturnType<typeof mountWidget>;
    act(() => {
      mounted = mountWidget(element, createComponent('ProjectName', { left: 0, top: 0 }), {
        projectId: 'p9',
        credentials: { authorization: 'Bearer t' },
        config: { siteBaseUrl: 'http://api.test' },
      });
    });
    await settle(6);
    expect(element.textContent).toContain('甲项目');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://api.test/front/siteProject/queryByProject');
    expect(JSON.parse(String(init.body))).toEqual({ projectId: 'p9' });
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer t');
    act(() => mounted.unmount());
    vi.unstubAllGlobals();
  });
});
