import type { Command } from '../types';
import { COMMANDS } from './index';

type KeyEvent = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'target'>;

/** Typing in a field, a select or an element edited in place owns its keys. */
function isTyping(target: EventTarget | null): boolean {
  const element = target as (Element & { isContentEditable?: boolean }) | null;
  if (!element || typeof element.tagName !== 'string') return false;
  if (['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName.toUpperCase())) return true;
  if (element.isContentEditable) return true;
  return (
    typeof element.closest === 'function' &&
    !!element.closest('[contenteditable]:not([contenteditable="false"])')
  );
}

/** The command a key event means: Ctrl and Cmd count alike; Shift must match exactly. */
export function commandForKey(event: KeyEvent): Command | undefined {
  if (isTyping(event.target)) return undefined;
  const mod = event.ctrlKey || event.metaKey;
  const key = event.key.toLowerCase();
  return COMMANDS.find((command) =>
    command.shortcuts.some(
      (s) => s.key.toLowerCase() === key && (s.mod ?? true) === mod && !!s.shift === event.shiftKey,
    ),
  );
}
