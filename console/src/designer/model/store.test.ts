import { describe, expect, it, vi } from 'vitest';
import { compose } from './group';
import { createEditorStore } from './store';
import { docOf, rect } from './testing';
import { findComponent } from './tree';

const twoRects = () => docOf(rect('a', { left: 0 }), rect('b', { left: 200 }));

describe('editor store', () => {
  it('keeps an unchanged component the same object before and after an unrelated step', () => {
    const store = createEditorStore(twoRects());
    const before = store.getState().doc;
    store.updateStyle('a', { left: 40 });
    const after = store.getState().doc;
    expect(after).not.toBe(before);
    expect(after.componentData[1]).toBe(before.componentData[1]);
    expect(after.canvasStyleData).toBe(before.canvasStyleData);
    expect(before.componentData[0].style.left).toBe(0);
  });

  it('shares untouched siblings inside a group when a child changes', () => {
    const grouped = compose(twoRects(), ['a', 'b'])!.doc;
    const store = createEditorStore(grouped);
    const group = grouped.componentData[0];
    const [a, b] = group.propValue as ReturnType<typeof rect>[];
    store.updateComponent('a', (c) => ({ ...c, label: 'renamed' }));
    const after = store.getState().doc.componentData[0].propValue as ReturnType<typeof rect>[];
    expect(after[0].label).toBe('renamed');
    expect(after[0]).not.toBe(a);
    expect(after[1]).toBe(b);
  });

  it('makes a continuous drag one undo step', () => {
    const store = createEditorStore(twoRects());
    for (let left = 1; left <= 30; left++) store.updateStyle('a', { left }, { mergeKey: 'drag' });
    store.commitStep();
    expect(findComponent(store.getState().doc, 'a')?.style.left).toBe(30);
    store.undo();
    expect(findComponent(store.getState().doc, 'a')?.style.left).toBe(0);
    expect(store.getState().canUndo).toBe(false);
  });

  it('starts a new step for the same field after commitStep (a second burst of typing)', () => {
    const store = createEditorStore(twoRects());
    store.updateStyle('a', { text: 'he' }, { mergeKey: 'a.text' });
    store.updateStyle('a', { text: 'hello' }, { mergeKey: 'a.text' });
    store.commitStep();
    store.updateStyle('a', { text: 'hello world' }, { mergeKey: 'a.text' });
    store.undo();
    expect(findComponent(store.getState().doc, 'a')?.style.text).toBe('hello');
  });

  it('discards the redo tail when a new change follows an undo', () => {
    const store = createEditorStore(twoRects());
    store.updateStyle('a', { left: 10 });
    store.updateStyle('a', { left: 20 });
    store.undo();
    expect(store.getState().canRedo).toBe(true);
    store.updateStyle('b', { top: 5 });
    expect(store.getState().canRedo).toBe(false);
    store.redo();
    expect(findComponent(store.getState().doc, 'a')?.style.left).toBe(10);
  });

  it('clears selected ids that no longer exist after undo', () => {
    const store = createEditorStore(twoRects());
    store.add(rect('c'));
    expect(store.getState().selection).toEqual(['c']);
    store.undo();
    expect(store.getState().selection).toEqual([]);
  });

  it('keeps selected ids that still exist after undo', () => {
    const store = createEditorStore(twoRects());
    store.updateStyle('a', { left: 5 });
    store.select(['a', 'b']);
    store.undo();
    expect(store.getState().selection).toEqual(['a', 'b']);
  });

  it('is dirty after a change and clean again after undoing back to the saved state', () => {
    const store = createEditorStore(twoRects());
    expect(store.getState().dirty).toBe(false);
    store.updateStyle('a', { left: 5 });
    expect(store.getState().dirty).toBe(true);
    store.undo();
    expect(store.getState().dirty).toBe(false);
  });

  it('stays dirty when changes were made after the saved document', () => {
    const store = createEditorStore(twoRects());
    store.updateStyle('a', { left: 5 });
    const sent = store.getState().doc;
    store.updateStyle('a', { left: 6 });
    store.markSaved(sent);
    expect(store.getState().dirty).toBe(true);
    store.markSaved();
    expect(store.getState().dirty).toBe(false);
  });

  it('resets history, selection and dirty on load', () => {
    const store = createEditorStore(twoRects());
    store.updateStyle('a', { left: 5 });
    store.select(['a']);
    store.load(docOf(rect('z')));
    expect(store.getState()).toMatchObject({ canUndo: false, canRedo: false, dirty: false, selection: [] });
  });

  it('adds a component on top, selected, as one step', () => {
    const store = createEditorStore(twoRects());
    store.add(rect('c'));
    expect(store.getState().doc.componentData.map((c) => c.id)).toEqual(['a', 'b', 'c']);
    expect(store.getState().selection).toEqual(['c']);
    store.undo();
    expect(store.getState().doc.componentData).toHaveLength(2);
  });

  it('updates the canvas style data as a step', () => {
    const store = createEditorStore(twoRects());
    store.updateCanvas({ screenName: 'Wall' });
    expect(store.getState().doc.canvasStyleData.screenName).toBe('Wall');
    store.undo();
    expect(store.getState().doc.canvasStyleData.screenName).toBe('');
  });

  it('moves and resizes the children of a group with it', () => {
    const store = createEditorStore(compose(twoRects(), ['a', 'b'])!.doc);
    const group = store.getState().doc.componentData[0];
    store.updateStyle(group.id, { left: 100, width: 600 });
    expect(findComponent(store.getState().doc, 'a')?.style).toMatchObject({ left: 100, width: 200 });
    expect(findComponent(store.getState().doc, 'b')?.style).toMatchObject({ left: 500, width: 200 });
  });

  it('notifies subscribers on change and not for a change that changes nothing', () => {
    const store = createEditorStore(twoRects());
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    store.updateComponent('a', (c) => c);
    store.select([]);
    expect(listener).not.toHaveBeenCalled();
    store.updateStyle('a', { left: 1 });
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    store.updateStyle('a', { left: 2 });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('drops unknown ids from a selection', () => {
    const store = createEditorStore(twoRects());
    store.select(['b', 'nope', 'a', 'b']);
    expect(store.getState().selection).toEqual(['b', 'a']);
  });

  it('refuses in-place text editing of a locked or noEdit component', () => {
    const locked = { ...rect('l'), isLock: true };
    const fixed = { ...rect('n'), noEdit: true };
    const store = createEditorStore(docOf(rect('a'), locked, fixed));
    store.setEditingText('l');
    expect(store.getState().editingTextId).toBeNull();
    store.setEditingText('n');
    expect(store.getState().editingTextId).toBeNull();
    store.setEditingText('a');
    expect(store.getState().editingTextId).toBe('a');
  });

  it('refuses in-place text editing inside a locked group', () => {
    const grouped = compose(twoRects(), ['a', 'b'])!.doc;
    const locked = { ...grouped, componentData: grouped.componentData.map((g) => ({ ...g, isLock: true })) };
    const store = createEditorStore(locked);
    store.setEditingText('a');
    expect(store.getState().editingTextId).toBeNull();
  });

  it('leaves in-place text editing when another component is selected', () => {
    const store = createEditorStore(twoRects());
    store.select(['a']);
    store.setEditingText('a');
    store.select(['b']);
    expect(store.getState().editingTextId).toBeNull();
  });
});
