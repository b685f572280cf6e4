import { isGroup, type ScreenComponent, type ScreenDocument } from '@site/shared-schema';
import { fitChildren } from './group-layout';
import * as history from './history';
import { withTextFitted } from './text-fit';
import { findComponent, pathTo, updateComponentIn } from './tree';
import type { ChangeOptions, Clipboard, EditorState, EditorStore } from './types';

const GEOMETRY_KEYS = ['left', 'top', 'width', 'height'];

/** Editable in place: not locked and not marked noEdit. */
export function canEditText(component: ScreenComponent | undefined): boolean {
  return !!component && !component.isLock && !component.noEdit;
}

/** Editable in place where it is: a child of a locked group is locked too. */
function editableAt(doc: ScreenDocument, id: string): boolean {
  const path = pathTo(doc.componentData, id);
  return path.length > 0 && canEditText(path[path.length - 1]) && path.every((c) => !c.isLock);
}

export function createEditorStore(initial: ScreenDocument): EditorStore {
  let steps = history.startHistory(initial);
  let saved = initial;
  let selection: readonly string[] = [];
  let clipboard: Clipboard | null = null;
  let editingTextId: string | null = null;
  let state = snapshot();
  const listeners = new Set<() => void>();

  function snapshot(): EditorState {
    return {
      doc: steps.present,
      selection,
      clipboard,
      editingTextId,
      canUndo: steps.past.length > 0,
      canRedo: steps.future.length > 0,
      dirty: steps.present !== saved,
    };
  }

  function emit(): void {
    const next = snapshot();
    const same = (Object.keys(next) as Array<keyof EditorState>).every((key) => next[key] === state[key]);
    if (same) return;
    state = next;
    for (const listener of [...listeners]) listener();
  }

  /** Drops selected and editing ids the current doc no longer holds. */
  function pruneSelection(): void {
    const doc = steps.present;
    const kept = selection.filter((id) => findComponent(doc, id));
    if (kept.length !== selection.length) selection = kept;
    if (editingTextId && !editableAt(doc, editingTextId)) editingTextId = null;
  }

  function change(recipe: (doc: ScreenDocument) => ScreenDocument, options?: ChangeOptions): void {
    const next = recipe(steps.present);
    if (next === steps.present) return;
    steps = history.record(steps, next, options?.mergeKey);
    pruneSelection();
    emit();
  }

  const store: EditorStore = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    change,
    updateComponent(id, recipe, options) {
      change(
        (doc) => updateComponentIn(doc, id, (component) => withTextFitted(component, recipe(component))),
        options,
      );
    },
    updateStyle(id, patch, options) {
      const touchesGeometry = Object.keys(patch).some((key) => GEOMETRY_KEYS.includes(key));
      store.updateComponent(
        id,
        (component) => {
          const next = { ...component, style: { ...component.style, ...patch } };
          return isGroup(next) && touchesGeometry ? fitChildren(next) : next;
        },
        options,
      );
    },
    updateCanvas(patch, options) {
      change((doc) => ({ ...doc, canvasStyleData: { ...doc.canvasStyleData, ...patch } }), options);
    },
    add(component) {
      change((doc) => ({ ...doc, componentData: [...doc.componentData, component] }));
      selection = [component.id];
      emit();
    },
    select(ids) {
      const doc = steps.present;
      const next = [...new Set(ids)].filter((id) => findComponent(doc, id));
      const same = next.length === selection.length && next.every((id, i) => id === selection[i]);
      if (same) return;
      selection = next;
      if (editingTextId && !next.includes(editingTextId)) editingTextId = null;
      emit();
    },
    setEditingText(id) {
      editingTextId = id !== null && editableAt(steps.present, id) ? id : null;
      emit();
    },
    setClipboard(next) {
      clipboard = next;
      emit();
    },
    commitStep() {
      steps = history.commit(steps);
    },
    undo() {
      steps = history.undo(steps);
      pruneSelection();
      emit();
    },
    redo() {
      steps = history.redo(steps);
      pruneSelection();
      emit();
    },
    load(doc) {
      steps = history.startHistory(doc);
      saved = doc;
      selection = [];
      editingTextId = null;
      emit();
    },
    markSaved(doc) {
      saved = doc ?? steps.present;
      emit();
    },
  };
  return store;
}
