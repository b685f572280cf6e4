/**
 * The linkage picker's hover preview (seed 001 §4): the hovered target is dimmed and tinted blue on
 * the canvas, then restored. The canvas draws each shape in an element carrying data-component-id;
 * the class is all the canvas needs to know about (see panels.css).
 */
export const HIGHLIGHT_CLASS = 'designer-linkage-highlight';

let current: Element | null = null;

export function highlightComponent(id: string | null, root: ParentNode = document): void {
  current?.classList.remove(HIGHLIGHT_CLASS);
  current = id
    ? ([...root.querySelectorAll('[data-component-id]')].find(
        (element) => element.getAttribute('data-component-id') === id,
      ) ?? null)
    : null;
  current?.classList.add(HIGHLIGHT_CLASS);
}
