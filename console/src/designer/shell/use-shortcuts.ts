import { useEffect } from 'react';
import { type CommandHost, commandForKey, type EditorStore, moveComponents, runCommand } from '../model';

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** A visible Arco dialog (its wrapper is hidden, not removed, when closed). */
const dialogOpen = () =>
  [...document.querySelectorAll<HTMLElement>('.arco-modal')].some((modal) => modal.offsetParent !== null);

/** The nudges of one held arrow key are one history step. */
const NUDGE_KEY = 'nudge';

/**
 * The designer's keyboard: each shortcut runs the model's command (none while typing in a field);
 * the arrow keys nudge the selection by 1 px, with Shift by 10 px; Escape clears the selection.
 */
export function useShortcuts(store: EditorStore, host: CommandHost, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // A dialog (confirmations, the chart editor) owns the keyboard while open.
      if (dialogOpen()) return;
      const command = commandForKey(event);
      if (command) {
        event.preventDefault();
        void runCommand(command.id, { store, host });
        return;
      }
      if (event.key === 'Escape' && !isTyping(event.target)) {
        store.select([]);
        return;
      }
      const arrow = ARROWS[event.key];
      if (!arrow || isTyping(event.target) || event.ctrlKey || event.metaKey || event.altKey) return;
      const { selection } = store.getState();
      if (selection.length === 0) return;
      event.preventDefault();
      const step = event.shiftKey ? 10 : 1;
      store.change((doc) => moveComponents(doc, selection, arrow[0] * step, arrow[1] * step), {
        mergeKey: NUDGE_KEY,
      });
    };
    const onKeyUp = (event: KeyboardEvent) => {
      if (ARROWS[event.key]) store.commitStep();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('keyup', onKeyUp);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('keyup', onKeyUp);
    };
  }, [store, host, enabled]);
}
