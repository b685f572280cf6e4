/** The designer's model: document store with history, commands, shortcuts and geometry (see README.md). */

export { CLEAR_CANVAS_CONFIRM, COMMANDS, getCommand, runCommand } from './commands';
export { commandForKey } from './commands/keys';
export { createComponent } from './create';
export { boundsOf, boxOf, centerOf, MIN_SIZE, numberOf, resizeBox, unionBounds } from './geometry';
export { moveComponents } from './move';
export { rotatePoint } from './rotation';
export { type SampleTexts, sampleTexts } from './samples';
export { type Guide, snap } from './snap';
export { canEditText, createEditorStore } from './store';
export { findComponent } from './tree';
export type {
  Bounds,
  Box,
  ChangeOptions,
  Clipboard,
  Command,
  CommandContext,
  CommandHost,
  CommandId,
  EditorState,
  EditorStore,
  Handle,
  Shortcut,
} from './types';
export { useEditor } from './use-editor';
