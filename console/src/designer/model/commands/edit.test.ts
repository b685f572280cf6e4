import { describe, expect, it } from 'vitest';
import { editorWith, ids, rect } from '../testing';
import { findComponent } from '../tree';
import { CLEAR_CANVAS_CONFIRM, getCommand, runCommand } from './index';

const three = () => [rect('a'), rect('b'), rect('c')];

describe('delete', () => {
  it('removes every selected component as one step and clears the selection', async () => {
    const { store, context } = editorWith(three(), ['a', 'c']);
    await runCommand('delete', context);
    expect(ids(store.getState().doc)).toEqual(['b']);
    expect(store.getState().selection).toEqual([]);
    store.undo();
    expect(ids(store.getState().doc)).toEqual(['a', 'b', 'c']);
  });

  it('keeps locked components', async () => {
    const components = three();
    components[0] = { ...components[0], isLock: true };
    const { store, context } = editorWith(components, ['a', 'b']);
    await runCommand('delete', context);
    expect(ids(store.getState().doc)).toEqual(['a', 'c']);
    expect(store.getState().selection).toEqual(['a']);
  });
});

describe('delete and linkage', () => {
  const linkTo = (...targets: string[]) => ({
    duration: 1,
    data: targets.map((id) => ({ id, event: 'v-click' as const, style: [{ key: 'opacity', value: 0.5 }] })),
  });

  it('takes the links to a deleted component, and to what a deleted group held, along in the same step', async () => {
    const button = { ...rect('button'), linkage: linkTo('a', 'c1', 'b') };
    const group = {
      ...rect('g'),
      component: 'Group',
      propValue: [rect('c1'), { ...rect('c2'), linkage: linkTo('a') }],
    };
    const { store, context } = editorWith([rect('a'), rect('b'), group, button], ['a', 'g']);
    await runCommand('delete', context);
    expect(ids(store.getState().doc)).toEqual(['b', 'button']);
    expect(findComponent(store.getState().doc, 'button')?.linkage?.data.map((item) => item.id)).toEqual([
      'b',
    ]);
    store.undo();
    expect(findComponent(store.getState().doc, 'button')?.linkage?.data.map((item) => item.id)).toEqual([
      'a',
      'c1',
      'b',
    ]);
  });

  it('leaves components that link elsewhere as they were', async () => {
    const button = { ...rect('button'), linkage: linkTo('b') };
    const { store, context } = editorWith([rect('a'), rect('b'), button], ['a']);
    await runCommand('delete', context);
    expect(findComponent(store.getState().doc, 'button')).toBe(button);
  });
});

describe('lock and unlock', () => {
  it('locks and unlocks every selected component, each as a step', async () => {
    const { store, context } = editorWith(three(), ['a', 'b']);
    await runCommand('lock', context);
    expect(store.getState().doc.componentData.map((c) => c.isLock)).toEqual([true, true, false]);
    await runCommand('unlock', context);
    expect(store.getState().doc.componentData.map((c) => c.isLock)).toEqual([false, false, false]);
    store.undo();
    expect(findComponent(store.getState().doc, 'a')?.isLock).toBe(true);
  });

  it('offers lock only for unlocked and unlock only for locked selections', () => {
    const { store } = editorWith([{ ...rect('a'), isLock: true }], ['a']);
    expect(getCommand('lock').enabled(store.getState())).toBe(false);
    expect(getCommand('unlock').enabled(store.getState())).toBe(true);
  });

  it('keeps a locked component from moving, being deleted, cut, grouped or ungrouped', async () => {
    const { store, context } = editorWith(three(), ['a', 'b']);
    await runCommand('compose', context);
    await runCommand('lock', context);
    const locked = store.getState().doc;
    for (const id of ['decompose', 'delete', 'cut', 'up', 'bottom', 'alignLeft'] as const) {
      await runCommand(id, context);
    }
    expect(store.getState().doc).toBe(locked);
  });

  it('stops editing text in place when the component gets locked', async () => {
    const { store, context } = editorWith(three(), ['a']);
    store.setEditingText('a');
    await runCommand('lock', context);
    expect(store.getState().editingTextId).toBeNull();
  });
});

describe('clear canvas', () => {
  it('asks first and clears every component as one undoable step', async () => {
    const { store, host, context } = editorWith(three(), ['a']);
    await runCommand('clearCanvas', context);
    expect(host.confirm).toHaveBeenCalledWith(CLEAR_CANVAS_CONFIRM);
    expect(store.getState().doc.componentData).toEqual([]);
    expect(store.getState().selection).toEqual([]);
    store.undo();
    expect(ids(store.getState().doc)).toEqual(['a', 'b', 'c']);
  });

  it('changes nothing when the user declines', async () => {
    const { store, host, context } = editorWith(three());
    host.confirm.mockResolvedValue(false);
    await runCommand('clearCanvas', context);
    expect(ids(store.getState().doc)).toEqual(['a', 'b', 'c']);
  });

  it('does not ask when the canvas is already empty', async () => {
    const { host, context } = editorWith([]);
    await runCommand('clearCanvas', context);
    expect(host.confirm).not.toHaveBeenCalled();
  });
});

describe('undo, redo, save, preview, publish', () => {
  it('undoes and redoes commands', async () => {
    const { store, context } = editorWith(three(), ['a']);
    await runCommand('delete', context);
    await runCommand('undo', context);
    expect(ids(store.getState().doc)).toEqual(['a', 'b', 'c']);
    await runCommand('redo', context);
    expect(ids(store.getState().doc)).toEqual(['b', 'c']);
  });

  it('hands save, preview and publish to the host', async () => {
    const { host, context } = editorWith(three());
    await runCommand('save', context);
    await runCommand('preview', context);
    await runCommand('publish', context);
    expect(host.save).toHaveBeenCalledOnce();
    expect(host.preview).toHaveBeenCalledOnce();
    expect(host.publish).toHaveBeenCalledOnce();
  });

  it('waits for the host to finish saving', async () => {
    const { host, context } = editorWith(three());
    let saved = false;
    host.save.mockImplementation(async () => {
      await Promise.resolve();
      saved = true;
    });
    await runCommand('save', context);
    expect(saved).toBe(true);
  });

  it('closes an open drag step, so a command never folds into it', async () => {
    const { store, context } = editorWith(three(), ['a']);
    store.updateStyle('a', { left: 5 }, { mergeKey: 'drag' });
    await runCommand('top', context);
    store.updateStyle('a', { left: 9 }, { mergeKey: 'drag' });
    store.undo();
    expect(ids(store.getState().doc)).toEqual(['b', 'c', 'a']);
    expect(findComponent(store.getState().doc, 'a')?.style.left).toBe(5);
  });
});
