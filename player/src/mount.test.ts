import { createComponent, createScreenDocument } from '@site/shared-schema';
import { act } from 'preact/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { createWidgetScope, mountScreen, mountWidget } from './index';
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

describe('createWidgetScope (the designer canvas)', () => {
  it('widgets mounted apart in one scope share their identical calls: one request for both', async () => {
    await loadView('ProjectName');
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ code: 200, data: { projectName: '乙项目' } })),
    );
    vi.stubGlobal('fetch', fetch);
    const scope = createWidgetScope({ projectId: 'p9', config: { siteBaseUrl: 'http://api.test' } });
    const elements = [document.createElement('div'), document.createElement('div')];
    let widgets: ReturnType<typeof scope.mount>[] = [];
    act(() => {
      widgets = elements.map((element) =>
        scope.mount(element, createComponent('ProjectName', { left: 0, top: 0 })),
      );
    });
    await settle(6);
    expect(elements.map((element) => element.textContent)).toEqual(['乙项目', '乙项目']);
    expect(fetch).toHaveBeenCalledTimes(1);
    act(() => {
      for (const widget of widgets) widget.unmount();
    });
    scope.dispose();
    vi.unstubAllGlobals();
  });

  it("speaks the host user's language, and switches with him", async () => {
    await loadView('PersonCount');
    const scope = createWidgetScope({ language: 'en' });
    const element = document.createElement('div');
    let widget!: ReturnType<typeof scope.mount>;
    act(() => {
      widget = scope.mount(element, createComponent('PersonCount', { left: 0, top: 0 }));
    });
    // The English texts are a chunk of their own: the widget speaks English once it has loaded.
    await vi.waitFor(() => expect(element.textContent).toContain('People on site'), { timeout: 10_000 });
    await act(() => scope.setLanguage('ja'));
    expect(element.textContent).toContain('現場内人数');
    await act(() => scope.setLanguage('zh'));
    expect(element.textContent).toContain('在场人数');
    act(() => widget.unmount());
    scope.dispose();
  });
});

describe('mountScreen (the designer preview)', () => {
  it('plays a whole page with one runtime: a click on one widget restyles another through its linkage', async () => {
    await loadView('VText');
    const source = createComponent('VText', { left: 0, top: 0 });
    source.propValue = '点击我';
    const target = createComponent('VText', { left: 400, top: 0 });
    target.propValue = '目标';
    source.linkage = {
      duration: 0,
      data: [{ id: target.id, event: 'v-click', style: [{ key: 'opacity', value: '0.3' }] }],
    };
    const doc = { ...createScreenDocument(), componentData: [source, target] };
    const element = document.createElement('div');
    document.body.append(element);
    let mounted!: ReturnType<typeof mountScreen>;
    act(() => {
      mounted = mountScreen(element, doc);
    });
    await settle();
    expect(element.textContent).toContain('点击我');
    const boxOf = (id: string) => element.querySelector<HTMLElement>(`[data-id="${id}"]`)!;
    act(() => boxOf(source.id).click());
    await settle();
    expect(boxOf(target.id).style.opacity).toBe('0.3');
    act(() => mounted.update({ ...doc, componentData: [{ ...source, propValue: '已更新' }, target] }));
    await settle();
    expect(element.textContent).toContain('已更新');
    act(() => mounted.unmount());
    expect(element.innerHTML).toBe('');
    element.remove();
  });
});
