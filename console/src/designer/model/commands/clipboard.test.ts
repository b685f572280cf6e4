import { isGroup, MESSAGES, type ScreenComponent } from '@site/shared-schema';
import { describe, expect, it } from 'vitest';
import { editorWith, ids, rect } from '../testing';
import { findComponent } from '../tree';
import { runCommand } from './index';

const a = rect('a', { left: 100, top: 50 });
const b = rect('b', { left: 300, top: 80 });

describe('copy and paste', () => {
  it('pastes 10 px down and right when pasted by keyboard, with a new id, selected', async () => {
    const { store, context } = editorWith([a], ['a']);
    await runCommand('copy', context);
    await runCommand('paste', context);
    const [, copy] = store.getState().doc.componentData;
    expect(copy.id).not.toBe('a');
    expect(copy.style).toMatchObject({ left: 110, top: 60 });
    expect(store.getState().selection).toEqual([copy.id]);
  });

  it('pastes again 10 px further each time', async () => {
    const { store, context } = editorWith([a], ['a']);
    await runCommand('copy', context);
    await runCommand('paste', context);
    await runCommand('paste', context);
    expect(store.getState().doc.componentData.map((c) => c.style.left)).toEqual([100, 110, 120]);
  });

  it('pastes at the context-menu position', async () => {
    const { store, context } = editorWith([a], ['a']);
    await runCommand('copy', context);
    await runCommand('paste', { ...context, at: { left: 700, top: 400 } });
    expect(store.getState().doc.componentData[1].style).toMatchObject({ left: 700, top: 400 });
  });

  it('pastes a multi-selection keeping its layout, its top-left corner at the menu position', async () => {
    const { store, context } = editorWith([a, b], ['b', 'a']);
    await runCommand('copy', context);
    await runCommand('paste', { ...context, at: { left: 0, top: 0 } });
    const pasted = store.getState().doc.componentData.slice(2);
    expect(pasted.map((c) => [c.style.left, c.style.top])).toEqual([
      [0, 0],
      [200, 30],
    ]);
    expect(store.getState().selection).toEqual(pasted.map((c) => c.id));
  });

  it('gives the children of a pasted group new ids too', async () => {
    const { store, context } = editorWith([a, b], ['a', 'b']);
    await runCommand('compose', context);
    await runCommand('copy', context);
    await runCommand('paste', context);
    const groups = store.getState().doc.componentData.filter(isGroup);
    const childIds = groups.flatMap((g) => (g.propValue as ScreenComponent[]).map((c) => c.id));
    expect(groups).toHaveLength(2);
    expect(new Set(childIds).size).toBe(4);
    expect((groups[1].propValue as ScreenComponent[])[0].style.left).toBe(110);
  });

  it('says 请选择组件 when copying with nothing selected', async () => {
    const { store, host, context } = editorWith([a]);
    await runCommand('copy', context);
    expect(host.notify).toHaveBeenCalledWith(MESSAGES.selectComponent, 'warning');
    expect(store.getState().clipboard).toBeNull();
  });

  it('says 请选择组件 when pasting with nothing copied', async () => {
    const { store, host, context } = editorWith([a], ['a']);
    await runCommand('paste', context);
    expect(host.notify).toHaveBeenCalledWith(MESSAGES.selectComponent, 'warning');
    expect(store.getState().doc.componentData).toHaveLength(1);
  });

  it('records a paste as one undoable step', async () => {
    const { store, context } = editorWith([a], ['a']);
    await runCommand('copy', context);
    await runCommand('paste', context);
    store.undo();
    expect(ids(store.getState().doc)).toEqual(['a']);
    expect(store.getState().selection).toEqual([]);
  });
});

describe('cut', () => {
  it('takes the selection off the canvas and keeps it pending until paste', async () => {
    const { store, context } = editorWith([a, b], ['a']);
    await runCommand('cut', context);
    expect(ids(store.getState().doc)).toEqual(['b']);
    expect(store.getState().clipboard).toMatchObject({ cut: true });
    await runCommand('paste', context);
    const [, pasted] = store.getState().doc.componentData;
    expect(pasted.style).toMatchObject({ left: 110, top: 60 });
    expect(store.getState().clipboard).toBeNull();
  });

  it('puts back a pending cut when cutting again, so nothing is lost', async () => {
    const { store, context } = editorWith([a, b], ['a']);
    await runCommand('cut', context);
    store.select(['b']);
    await runCommand('cut', context);
    expect(ids(store.getState().doc)).toEqual(['a']);
    expect(store.getState().clipboard?.components.map((c) => c.id)).toEqual(['b']);
  });

  it('says 请选择组件 when cutting with nothing selected', async () => {
    const { host, context } = editorWith([a]);
    await runCommand('cut', context);
    expect(host.notify).toHaveBeenCalledWith(MESSAGES.selectComponent, 'warning');
  });

  it('does not cut a locked component', async () => {
    const { store, context } = editorWith([{ ...a, isLock: true }], ['a']);
    await runCommand('cut', context);
    expect(findComponent(store.getState().doc, 'a')).toBeDefined();
  });
});
