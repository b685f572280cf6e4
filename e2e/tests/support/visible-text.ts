import type { Page } from '@playwright/test';

/**
 * Every text the page shows at the moment: visible text nodes, the placeholders, titles and labels of
 * visible elements, and the document title. Hidden views (kept-alive pages, closed popups) are left out.
 */
export function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const shown = (element: Element) =>
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
      element.getClientRects().length > 0;
    const texts = new Set<string>([document.title]);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (text && parent && !parent.closest('script, style, noscript') && shown(parent)) texts.add(text);
    }
    for (const element of document.body.querySelectorAll('[placeholder], [title], [aria-label]')) {
      if (!shown(element)) continue;
      for (const name of ['placeholder', 'title', 'aria-label']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.add(value);
      }
    }
    return [...texts];
  });
}

/**
 * Menu labels whose text runs past their box: the sidebar's labels against their menu row, the top
 * menu's entries against their own button. A cut label's box ends at the item; its text runs on hidden.
 */
export function clippedMenuLabels(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const labels: [Element, Element | null][] = [
      ...[...document.querySelectorAll('.app-sidebar__label')].map((label): [Element, Element | null] => [
        label,
        label.parentElement,
      ]),
      ...[...document.querySelectorAll('[data-testid^="top-menu-"].top-menu__item')].map(
        (item): [Element, Element | null] => [item, item],
      ),
    ];
    return labels
      .filter(([label, place]) => {
        if (!place || !label.checkVisibility()) return false;
        const text = document.createRange();
        text.selectNodeContents(label);
        const box = place.getBoundingClientRect();
        return box.width > 0 && text.getBoundingClientRect().right > box.right + 0.5;
      })
      .map(([label]) => label.textContent ?? '');
  });
}
