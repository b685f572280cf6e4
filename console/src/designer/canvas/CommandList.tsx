import { useTranslation } from 'react-i18next';
import { type CommandId, type EditorStore, getCommand, useEditor } from '../model';

/** A menu of editor commands, each disabled while it cannot run: the context menu's and the toolbar's. */
export function CommandList({
  store,
  commands,
  onRun,
}: {
  store: EditorStore;
  commands: readonly CommandId[];
  onRun(id: CommandId): void;
}) {
  const { t } = useTranslation();
  const state = useEditor(store, (s) => s);
  return (
    <ul className="designer-command-menu" role="menu">
      {commands.map((id) => {
        const command = getCommand(id);
        const enabled = command.enabled(state);
        return (
          <li
            key={id}
            role="menuitem"
            aria-disabled={!enabled}
            className={enabled ? undefined : 'is-disabled'}
            data-command={id}
            onClick={() => {
              if (enabled) onRun(id);
            }}
          >
            {t(command.labelKey)}
          </li>
        );
      })}
    </ul>
  );
}
