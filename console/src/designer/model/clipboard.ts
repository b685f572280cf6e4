import { type ScreenDocument, withFreshIds } from '@site/shared-schema';
import { boxOf, unionBounds } from './geometry';
import { shifted } from './move';
import type { Clipboard } from './types';

/** How far a keyboard or toolbar paste lands from its source, right and down. */
export const PASTE_OFFSET = 10;

/** The selected top-level components, in z-order, as a copy (references: documents are immutable). */
export function copyOf(doc: ScreenDocument, ids: readonly string[]): Clipboard | null {
  const wanted = new Set(ids);
  const components = doc.componentData.filter((c) => wanted.has(c.id));
  return components.length ? { components, cut: false } : null;
}

/**
 * Cut: the selected unlocked components leave the canvas and wait in the clipboard until pasted.
 * A cut still pending is put back on top first, so cutting twice loses nothing.
 */
export function cutOf(
  doc: ScreenDocument,
  ids: readonly string[],
  pending: Clipboard | null,
): { doc: ScreenDocument; clipboard: Clipboard } | null {
  const wanted = new Set(ids);
  const components = doc.componentData.filter((c) => wanted.has(c.id) && !c.isLock);
  if (!components.length) return null;
  const kept = doc.componentData.filter((c) => !components.includes(c));
  const restored = pending?.cut ? pending.components : [];
  return { doc: { ...doc, componentData: [...kept, ...restored] }, clipboard: { components, cut: true } };
}

/**
 * Paste on top: copies with fresh ids (children of groups included), their bounds' top-left at `at`
 * when given (the context menu), else 10 px right and down from their source. A copy stays in the
 * clipboard moved by the same offset, so pasting again cascades; a cut is used up.
 */
export function pasteOf(
  doc: ScreenDocument,
  clipboard: Clipboard,
  at?: { left: number; top: number },
): { doc: ScreenDocument; clipboard: Clipboard | null; pasted: string[] } {
  const bounds = unionBounds(clipboard.components.map((c) => boxOf(c.style)));
  const dx = at ? at.left - bounds.left : PASTE_OFFSET;
  const dy = at ? at.top - bounds.top : PASTE_OFFSET;
  const placed = clipboard.components.map((c) => shifted(c, dx, dy));
  const copies = placed.map(withFreshIds);
  return {
    doc: { ...doc, componentData: [...doc.componentData, ...copies] },
    clipboard: clipboard.cut ? null : { components: placed, cut: false },
    pasted: copies.map((c) => c.id),
  };
}
