import { MESSAGES } from '@site/shared-schema';
import type { Command, CommandContext, CommandId, EditorState } from '../types';

type Definition = Omit<Command, 'id' | 'labelKey' | 'shortcuts' | 'inContextMenu' | 'inToolbar'> &
  Partial<Pick<Command, 'shortcuts' | 'inContextMenu' | 'inToolbar'>>;

export function defineCommand(id: CommandId, definition: Definition): Command {
  return {
    id,
    labelKey: `designer.command.${id}`,
    shortcuts: [],
    inContextMenu: false,
    inToolbar: false,
    ...definition,
  };
}

/** Selected ids that are top-level components, in selection order. */
export function selectedTopLevel(state: EditorState): string[] {
  const top = new Set(state.doc.componentData.map((c) => c.id));
  return state.selection.filter((id) => top.has(id));
}

/** Selected top-level components that are not locked. */
export function selectedUnlocked(state: EditorState): string[] {
  const unlocked = new Set(state.doc.componentData.filter((c) => !c.isLock).map((c) => c.id));
  return state.selection.filter((id) => unlocked.has(id));
}

/**
 * The ids to act on, or null. With nothing selected the user is told to select a component (请选择组件);
 * a selection of locked components only is left alone silently.
 */
export function requireSelection(context: CommandContext, ids: string[]): string[] | null {
  if (ids.length) return ids;
  if (selectedTopLevel(context.store.getState()).length === 0)
    context.host.notify(MESSAGES.selectComponent, 'warning');
  return null;
}
