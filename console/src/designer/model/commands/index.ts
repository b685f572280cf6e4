import type { Command, CommandContext, CommandId } from '../types';
import { preview, publish, redo, save, undo } from './app';
import {
  alignBottom,
  alignCenter,
  alignLeft,
  alignMiddle,
  alignRight,
  alignTop,
  bottom,
  compose,
  decompose,
  distributeH,
  distributeV,
  down,
  top,
  up,
} from './arrange';
import { clearCanvas, copy, cut, lock, paste, remove, unlock } from './edit';

export { CLEAR_CANVAS_CONFIRM } from './edit';

/** Every editor action, in context-menu order; the menu, the toolbar and the shortcuts all read this list. */
export const COMMANDS: readonly Command[] = [
  copy,
  paste,
  cut,
  remove,
  up,
  down,
  top,
  bottom,
  lock,
  unlock,
  compose,
  decompose,
  undo,
  redo,
  save,
  preview,
  publish,
  clearCanvas,
  alignLeft,
  alignCenter,
  alignRight,
  alignTop,
  alignMiddle,
  alignBottom,
  distributeH,
  distributeV,
];

export function getCommand(id: CommandId): Command {
  const command = COMMANDS.find((c) => c.id === id);
  if (!command) throw new Error(`unknown command: ${id}`);
  return command;
}

/**
 * Runs a command whether or not it is enabled: a command that cannot act says why (请选择组件,
 * 已经到顶了, …). The step it records is closed, so a following drag never folds into it.
 */
export async function runCommand(id: CommandId, context: CommandContext): Promise<void> {
  context.store.commitStep();
  await getCommand(id).run(context);
  context.store.commitStep();
}
