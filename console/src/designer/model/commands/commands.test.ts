import { describe, expect, it } from 'vitest';
import { boundsOf, boxOf } from '../geometry';
import { editorWith, rect } from '../testing';
import type { CommandId } from '../types';
import { COMMANDS, runCommand } from './index';

const ALL: CommandId[] = [
  'copy',
  'paste',
  'cut',
  'delete',
  'up',
  'down',
  'top',
  'bottom',
  'lock',
  'unlock',
  'compose',
  'decompose',
  'undo',
  'redo',
  'save',
  'preview',
  'publish',
  'clearCanvas',
  'alignLeft',
  'alignCenter',
  'alignRight',
  'alignTop',
  'alignMiddle',
  'alignBottom',
  'distributeH',
  'distributeV',
];

describe('command list', () => {
  it('has every command once, with its i18n key', () => {
    expect(COMMANDS.map((c) => c.id).sort()).toEqual([...ALL].sort());
    for (const command of COMMANDS) expect(command.labelKey).toBe(`designer.command.${command.id}`);
  });

  it("offers the seed's context menu: copy, paste, cut, delete, up, down, top, bottom, lock, unlock, compose, decompose", () => {
    expect(COMMANDS.filter((c) => c.inContextMenu).map((c) => c.id)).toEqual([
      'copy',
      'paste',
      'cut',
      'delete',
      'up',
      'down',
      'top',
      'bottom',
      'lock',
      'unlock',
      'compose',
      'decompose',
    ]);
  });
});

describe('arranging a multi-selection', () => {
  const three = () => [
    rect('a', { left: 0, top: 0 }),
    rect('b', { left: 130, top: 70 }),
    rect('c', { left: 500, top: 20, rotate: 30 }),
  ];

  it('aligns the selection as one undoable step', async () => {
    const { store, context } = editorWith(three(), ['a', 'b', 'c']);
    await runCommand('alignTop', context);
    const tops = store.getState().doc.componentData.map((c) => boundsOf(boxOf(c.style)).top);
    expect(tops[0]).toBeCloseTo(tops[1]);
    expect(tops[1]).toBeCloseTo(tops[2]);
    store.undo();
    expect(store.getState().doc.componentData[1].style.top).toBe(70);
  });

  it('distributes the selection horizontally', async () => {
    const { store, context } = editorWith(three(), ['a', 'b', 'c']);
    await runCommand('distributeH', context);
    const [a, b, c] = store.getState().doc.componentData.map((x) => boundsOf(boxOf(x.style)));
    expect(b.left - a.right).toBeCloseTo(c.left - b.right);
  });

  it('groups and ungroups the selection, selecting the result', async () => {
    const { store, context } = editorWith(three(), ['a', 'b']);
    await runCommand('compose', context);
    const [group] = store.getState().selection;
    expect(store.getState().doc.componentData.map((c) => c.id)).toEqual([group, 'c']);
    await runCommand('decompose', context);
    expect(store.getState().selection).toEqual(['a', 'b']);
    expect(store.getState().doc.componentData.map((c) => c.id)).toEqual(['a', 'b', 'c']);
  });
});
