import { createComponent } from '@site/shared-schema';
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { settings } from '../store/settings';
import { useWidgetScope, WidgetHost } from './WidgetHost';

const component = createComponent('ProjectName', { left: 0, top: 0 });
const context = {};

function Page() {
  const scope = useWidgetScope(context, 1);
  return scope ? <WidgetHost component={component} scope={scope} className="host" /> : null;
}

describe('useWidgetScope', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("mounts the widgets once their texts are in the user's language: no Chinese shows first", async () => {
    // The widget's data never comes: it stays on its loading text.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    settings.set({ language: 'en' });
    const shown: string[] = [];
    const watch = new MutationObserver(() => shown.push(document.body.textContent ?? ''));
    watch.observe(document.body, { childList: true, subtree: true, characterData: true });
    render(<Page />);
    await waitFor(() => expect(document.querySelector('.host')?.textContent).toContain('Loading…'));
    watch.disconnect();
    expect(shown.filter((text) => text.includes('加载中'))).toEqual([]);
  });
});
