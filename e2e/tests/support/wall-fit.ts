import type { Page } from '@playwright/test';

/**
 * What a wall shows badly, read from the DOM: text cut by its widget or a clipping box inside it
 * (an ellipsis at the end of a line, or text moving in a marquee or a scrolling list, is a deliberate
 * way to fit), text
 * over other text, and widgets over each other (one wholly inside another is a panel and its content).
 * Each problem is a sentence naming the widget type.
 */
export function wallProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    interface Box {
      left: number;
      top: number;
      right: number;
      bottom: number;
    }
    const intersect = (a: Box, b: Box): Box => ({
      left: Math.max(a.left, b.left),
      top: Math.max(a.top, b.top),
      right: Math.min(a.right, b.right),
      bottom: Math.min(a.bottom, b.bottom),
    });
    const contains = (outer: Box, inner: Box) =>
      outer.left <= inner.left + 1 &&
      outer.top <= inner.top + 1 &&
      outer.right >= inner.right - 1 &&
      outer.bottom >= inner.bottom - 1;
    const overlaps = (a: Box, b: Box, by: number) => {
      const both = intersect(a, b);
      return both.right - both.left > by && both.bottom - both.top > by;
    };
    const problems: string[] = [];
    const widgets = Array.from(document.querySelectorAll<HTMLElement>('.pw-component[data-type]')).filter(
      (element) => !element.parentElement?.closest('.pw-component[data-type]'),
    );
    const texts: { type: string; text: string; box: Box; element: Element }[] = [];
    for (const widget of widgets) {
      const type = widget.dataset.type ?? '';
      const walker = document.createTreeWalker(widget, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? '';
        const element = node.parentElement;
        if (!text || !element) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const drawn = range.getBoundingClientRect();
        if (drawn.width === 0 || drawn.height === 0) continue;
        let clip: Box = widget.getBoundingClientRect();
        let ellipsis = false;
        let moving = false;
        for (let at: Element | null = element; at && at !== widget.parentElement; at = at.parentElement) {
          const style = getComputedStyle(at);
          if (style.textOverflow === 'ellipsis') ellipsis = true;
          if (at.getAnimations().some((animation) => animation.playState === 'running')) moving = true;
          if (style.overflowX !== 'visible' || style.overflowY !== 'visible')
            clip = intersect(clip, at.getBoundingClientRect());
        }
        const seen = intersect(clip, drawn);
        if (seen.right <= seen.left || seen.bottom <= seen.top) continue;
        // An ellipsis ends a line too long for its width; nothing excuses a line cut in its height.
        const cutAcross = drawn.left < clip.left - 1 || drawn.right > clip.right + 1;
        const cutDown = drawn.top < clip.top - 1 || drawn.bottom > clip.bottom + 1;
        if (!moving && ((cutAcross && !ellipsis) || cutDown)) problems.push(`${type}: "${text}" is cut`);
        texts.push({ type, text, box: seen, element });
      }
    }
    texts.forEach((a, index) => {
      for (const b of texts.slice(index + 1)) {
        const nested = a.element.contains(b.element) || b.element.contains(a.element);
        if (!nested && overlaps(a.box, b.box, 2))
          problems.push(`${a.type}: "${a.text}" is over ${b.type}: "${b.text}"`);
      }
    });
    widgets.forEach((a, index) => {
      for (const b of widgets.slice(index + 1)) {
        const [boxA, boxB] = [a.getBoundingClientRect(), b.getBoundingClientRect()];
        // One inside the other is a panel behind its content, not a collision.
        if (overlaps(boxA, boxB, 2) && !contains(boxA, boxB) && !contains(boxB, boxA))
          problems.push(`${a.dataset.type} is over ${b.dataset.type}`);
      }
    });
    return problems;
  });
}
