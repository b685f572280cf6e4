import { afterEach, describe, expect, it } from 'vitest';
import { HIGHLIGHT_CLASS, highlightComponent } from './highlight';

describe('linkage hover highlight', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('marks the hovered target only, and restores it when the hover ends', () => {
    document.body.innerHTML = '<div data-component-id="a"></div><div data-component-id="b"></div>';
    const [a, b] = [...document.querySelectorAll('[data-component-id]')];
    highlightComponent('a');
    expect(a?.classList.contains(HIGHLIGHT_CLASS)).toBe(true);
    highlightComponent('b');
    expect(a?.classList.contains(HIGHLIGHT_CLASS)).toBe(false);
    expect(b?.classList.contains(HIGHLIGHT_CLASS)).toBe(true);
    highlightComponent(null);
    expect(b?.classList.contains(HIGHLIGHT_CLASS)).toBe(false);
  });
});
