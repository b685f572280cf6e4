/** @jsxImportSource preact */
import { createComponent, createScreenDocument } from '@site/shared-schema';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CONFIG } from '../app/config';
import { DataLayerContext } from '../data/hooks';
import { RuntimeContext } from '../runtime/context';
import { createServices } from '../runtime/services';
import { fakeFetcher, settle } from '../test/harness';
import { preloadViews } from '../widgets/registry';
import { Screen } from './Screen';

// The rectangle's view throws on every render.
vi.mock('../widgets/rect/view', () => ({
  default: () => {
    throw new Error('矩形坏了');
  },
}));

describe('error boundary per widget', () => {
  const root = document.createElement('div');
  afterEach(() => {
    act(() => render(null, root));
  });

  it('a throwing widget shows its own error box and the rest keeps running', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const doc = createScreenDocument();
    const rect = createComponent('RectShape', { left: 0, top: 0 });
    const text = createComponent('VText', { left: 300, top: 0 });
    text.propValue = '仍在运行';
    const clock = createComponent('Clock', { left: 600, top: 0 });
    doc.componentData = [rect, text, clock];
    await preloadViews(['RectShape', 'VText', 'Clock']);
    const services = createServices({
      config: DEFAULT_CONFIG,
      projectId: 'p1',
      live: true,
      fetcher: fakeFetcher(),
    });
    await act(async () => {
      render(
        <RuntimeContext.Provider value={services.runtime}>
          <DataLayerContext.Provider value={services.layer}>
            <Screen document={doc} />
          </DataLayerContext.Provider>
        </RuntimeContext.Provider>,
        root,
      );
    });
    await settle();
    const broken = root.querySelector(`[data-id="${rect.id}"]`);
    expect(broken?.querySelector('[data-state="error"]')?.textContent).toContain('矩形坏了');
    expect(root.querySelector(`[data-id="${text.id}"]`)?.textContent).toContain('仍在运行');
    expect(root.querySelector(`[data-id="${clock.id}"]`)?.textContent).toMatch(
      /\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/,
    );
    services.dispose();
  });
});
