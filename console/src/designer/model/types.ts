import type { CanvasStyleData, ComponentStyle, ScreenComponent, ScreenDocument } from '@site/shared-schema';

export interface Clipboard {
  components: ScreenComponent[];
  /** A cut is pending until it is pasted: the components left the canvas and live only here. */
  cut: boolean;
}

export interface EditorState {
  /** Immutable: every change makes a new doc sharing unchanged parts. */
  doc: ScreenDocument;
  /** Selected component ids in click order; last = current. Commands act on the top-level ones. */
  selection: readonly string[];
  clipboard: Clipboard | null;
  /** Component whose text is being edited in place. */
  editingTextId: string | null;
  canUndo: boolean;
  canRedo: boolean;
  /** Changed since load() / markSaved(). */
  dirty: boolean;
}

export interface ChangeOptions {
  /** Consecutive changes with the same mergeKey become ONE history step (a drag, typing in one field),
   *  until commitStep() or a change with another key. */
  mergeKey?: string;
}

export interface EditorStore {
  getState(): EditorState;
  subscribe(listener: () => void): () => void;
  change(recipe: (doc: ScreenDocument) => ScreenDocument, options?: ChangeOptions): void;
  /** By id, top-level or inside a group (at any depth). */
  updateComponent(id: string, recipe: (c: ScreenComponent) => ScreenComponent, options?: ChangeOptions): void;
  /** A group's children follow a change of its position or size. */
  updateStyle(id: string, patch: Partial<ComponentStyle>, options?: ChangeOptions): void;
  updateCanvas(patch: Partial<CanvasStyleData>, options?: ChangeOptions): void;
  /** Adds a new component (made by createComponent) on top and selects it. One step. */
  add(component: ScreenComponent): void;
  /** Unknown ids are dropped. */
  select(ids: readonly string[]): void;
  /** Refused (stays null) for a locked or noEdit component. */
  setEditingText(id: string | null): void;
  setClipboard(clipboard: Clipboard | null): void;
  /** Ends the current merge group (call on pointerup and on blur). */
  commitStep(): void;
  /** Clears selected ids that no longer exist. */
  undo(): void;
  redo(): void;
  /** Resets history and dirty. */
  load(doc: ScreenDocument): void;
  /** Marks `doc` (default: the current one) as the saved state; dirty while the current doc differs. */
  markSaved(doc?: ScreenDocument): void;
}

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
  /** Degrees, clockwise, about the box centre (CSS rotate). */
  rotate: number;
}

export type Handle = 'lt' | 't' | 'rt' | 'r' | 'rb' | 'b' | 'lb' | 'l';

export interface Bounds {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export type CommandId =
  | 'copy'
  | 'paste'
  | 'cut'
  | 'delete'
  | 'up'
  | 'down'
  | 'top'
  | 'bottom'
  | 'lock'
  | 'unlock'
  | 'compose'
  | 'decompose'
  | 'undo'
  | 'redo'
  | 'save'
  | 'preview'
  | 'publish'
  | 'clearCanvas'
  | 'alignLeft'
  | 'alignCenter'
  | 'alignRight'
  | 'alignTop'
  | 'alignMiddle'
  | 'alignBottom'
  | 'distributeH'
  | 'distributeV';

export interface CommandHost {
  save(): void | Promise<void>;
  preview(): void;
  publish(): void | Promise<void>;
  /** `message` is an i18n key (designer.confirm.*) or a text; i18next's t() returns a text unchanged. */
  confirm(message: string): Promise<boolean>;
  /** Seed messages (请选择组件, 已经到顶了, 已经到底了) and others; type error by default. */
  notify(message: string, type?: 'error' | 'warning' | 'success' | 'info'): void;
}

export interface CommandContext {
  store: EditorStore;
  host: CommandHost;
  /** Document coordinates where the context menu opened; absent from keyboard and toolbar. */
  at?: { left: number; top: number };
}

export interface Shortcut {
  key: string;
  shift?: boolean;
  /** Ctrl or Cmd held; true unless set to false (Delete, Backspace). */
  mod?: boolean;
}

export interface Command {
  id: CommandId;
  /** i18n key, `designer.command.<id>`. */
  labelKey: string;
  /** With Ctrl or Cmd unless mod is false: e.g. { key: 'c' }, { key: 'z', shift: true }. */
  shortcuts: ReadonlyArray<Shortcut>;
  inContextMenu: boolean;
  inToolbar: boolean;
  /** Whether running would change something; for greying out menus. Running anyway explains why not. */
  enabled(state: EditorState): boolean;
  run(context: CommandContext): void | Promise<void>;
}
