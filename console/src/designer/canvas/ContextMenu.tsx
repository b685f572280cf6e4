import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMANDS, type CommandHost, type EditorStore, runCommand, useEditor } from '../model';
import type { Point } from './viewport';

const MENU_COMMANDS = COMMANDS.filter((command) => command.inContextMenu);

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
  const { t } = useTranslation();
  const state = useEditor(store, (s) => s);

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
    <ul
      className="designer-context-menu"
      role="menu"
      data-testid="context-menu"
      style={{ left: client.x, top: client.y }}
      onPointerDown={(event) => event.stopPropagation()}
      onContextMenu={(event) => event.preventDefault()}
    >
      {MENU_COMMANDS.map((command) => (
        <li
          key={command.id}
          role="menuitem"
          aria-disabled={!command.enabled(state)}
          className={command.enabled(state) ? undefined : 'is-disabled'}
          data-command={command.id}
          onClick={() => {
            onClose();
            void runCommand(command.id, {
              store,
              host,
              at: { left: Math.round(at.x), top: Math.round(at.y) },
            });
          }}
        >
          {t(command.labelKey)}
        </li>
      ))}
    </ul>
  );
}
