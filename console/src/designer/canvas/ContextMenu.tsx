import { useEffect } from 'react';
import { COMMANDS, type CommandHost, type EditorStore, runCommand } from '../model';
import { CommandList } from './CommandList';
import type { Point } from './viewport';

const MENU_COMMANDS = COMMANDS.filter((command) => command.inContextMenu).map((command) => command.id);

interface Props {
  store: EditorStore;
  host: CommandHost;
  /** Where the menu opens, in client coordinates. */
  client: Point;
  /** The same point on the document: where paste places the clipboard. */
  at: Point;
  onClose(): void;
}

/** The canvas's context menu: the same commands as the shortcuts and the toolbar. */
export function ContextMenu({ store, host, client, at, onClose }: Props) {
  useEffect(() => {
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent && event.key !== 'Escape') return;
      onClose();
    };
    window.addEventListener('pointerdown', close);
    window.addEventListener('keydown', close);
    window.addEventListener('blur', close);
    return () => {
      window.removeEventListener('pointerdown', close);
      window.removeEventListener('keydown', close);
      window.removeEventListener('blur', close);
    };
  }, [onClose]);

  return (
    <div
      className="designer-context-menu"
      data-testid="context-menu"
      style={{ left: client.x, top: client.y }}
      onPointerDown={(event) => event.stopPropagation()}
      onContextMenu={(event) => event.preventDefault()}
    >
      <CommandList
        store={store}
        commands={MENU_COMMANDS}
        onRun={(id) => {
          onClose();
          void runCommand(id, { store, host, at: { left: Math.round(at.x), top: Math.round(at.y) } });
        }}
      />
    </div>
  );
}
