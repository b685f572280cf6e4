import { isLineHeightMultiple, propKindOf, type ScreenComponent } from '@site/shared-schema';
import type { CSSProperties } from 'react';
import { canEditText } from '../model';

/** What an emptied text becomes (seed 001 §4), so the widget keeps its line. */
export const EMPTY_TEXT = '\u00a0';

/** Double-click edits in place: a text-holding type that is neither locked nor noEdit. */
export function editableInPlace(component: ScreenComponent): boolean {
  return (
    propKindOf(component.component) === 'text' &&
    typeof component.propValue === 'string' &&
    canEditText(component)
  );
}

/** The text the editor leaves behind. */
export function finishedText(typed: string): string {
  return typed === '' || typed === '\n' ? EMPTY_TEXT : typed;
}

const ALIGN = ['left', 'center', 'right'] as const;
const size = (value: unknown) =>
  typeof value === 'number' ? `${value}px` : typeof value === 'string' && value ? value : undefined;

/** The editor's type matches the widget's, so the caret sits where the text is. */
export function editorTextStyle(style: ScreenComponent['style']): CSSProperties {
  return {
    fontSize: size(style.fontSize),
    fontWeight: style.fontWeight as CSSProperties['fontWeight'],
    lineHeight: isLineHeightMultiple(style.lineHeight) ? style.lineHeight : size(style.lineHeight),
    letterSpacing: size(style.letterSpacing),
    color: typeof style.color === 'string' && style.color ? style.color : undefined,
    textAlign: typeof style.textAlign === 'number' ? ALIGN[style.textAlign] : undefined,
  };
}

/** Inserts plain text at the caret of the focused editable element (paste keeps no markup). */
export function insertPlainText(text: string): void {
  const selection = window.getSelection();
  if (!selection || selection.rangeCount === 0) return;
  const range = selection.getRangeAt(0);
  range.deleteContents();
  const node = document.createTextNode(text);
  range.insertNode(node);
  const editor = node.parentElement;
  // A line break ending the text is no line until something follows it, so the browser would put the
  // caret back before it: a <br> (no text of its own) makes the new line for the caret to go to.
  if (text.endsWith('\n') && editor && endsText(node) && !(editor.lastChild instanceof HTMLBRElement)) {
    editor.appendChild(document.createElement('br'));
  }
  range.setStartAfter(node);
  range.collapse(true);
  selection.removeAllRanges();
  selection.addRange(range);
}

/** Whether no text follows a node in its element. */
function endsText(node: Node): boolean {
  for (let next = node.nextSibling; next; next = next.nextSibling) if (next.textContent) return false;
  return true;
}
