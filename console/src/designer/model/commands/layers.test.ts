import { MESSAGES } from '@site/shared-schema';
import { describe, expect, it } from 'vitest';
import { editorWith, ids, rect } from '../testing';
import { runCommand } from './index';

const stack = () => ['a', 'b', 'c', 'd'].map((id) => rect(id));

describe('layer moves', () => {
  it('moves up by swapping with the neighbour above', async () => {
    const { store, context } = editorWith(stack(), ['b']);
    await runCommand('up', context);
    expect(ids(store.getState().doc)).toEqual(['a', 'c', 'b', 'd']);
  });

  it('moves down by swapping with the neighbour below', async () => {
    const { store, context } = editorWith(stack(), ['c']);
    await runCommand('down', context);
    expect(ids(store.getState().doc)).toEqual(['a', 'c', 'b', 'd']);
  });

  it('brings to the top and sends to the bottom', async () => {
    const { store, context } = editorWith(stack(), ['b']);
    await runCommand('top', context);
    expect(ids(store.getState().doc)).toEqual(['a', 'c', 'd', 'b']);
    await runCommand('bottom', context);
    expect(ids(store.getState().doc)).toEqual(['b', 'a', 'c', 'd']);
  });

  it('says 已经到顶了 when the topmost is moved up or to the top, and changes nothing', async () => {
    const { store, host, context } = editorWith(stack(), ['d']);
    const before = store.getState().doc;
    await runCommand('up', context);
    await runCommand('top', context);
    expect(host.notify).toHaveBeenNthCalledWith(1, MESSAGES.alreadyTop, 'warning');
    expect(host.notify).toHaveBeenNthCalledWith(2, MESSAGES.alreadyTop, 'warning');
    expect(store.getState().doc).toBe(before);
    expect(store.getState().canUndo).toBe(false);
  });

  it('says 已经到底了 when the bottommost is moved down or to the bottom', async () => {
    const { host, context } = editorWith(stack(), ['a']);
    await runCommand('down', context);
    await runCommand('bottom', context);
    expect(host.notify).toHaveBeenCalledTimes(2);
    expect(host.notify).toHaveBeenCalledWith(MESSAGES.alreadyBottom, 'warning');
  });

  it('moves a multi-selection together, keeping its order', async () => {
    const { store, context } = editorWith(stack(), ['a', 'c']);
    await runCommand('up', context);
    expect(ids(store.getState().doc)).toEqual(['b', 'a', 'd', 'c']);
    await runCommand('top', context);
    expect(ids(store.getState().doc)).toEqual(['b', 'd', 'a', 'c']);
  });

  it('says 已经到顶了 when a multi-selection already fills the top', async () => {
    const { host, context } = editorWith(stack(), ['c', 'd']);
    await runCommand('top', context);
    expect(host.notify).toHaveBeenCalledWith(MESSAGES.alreadyTop, 'warning');
  });

  it('leaves locked components in their layer', async () => {
    const components = stack();
    components[1] = { ...components[1], isLock: true };
    const { store, host, context } = editorWith(components, ['b']);
    await runCommand('top', context);
    expect(ids(store.getState().doc)).toEqual(['a', 'b', 'c', 'd']);
    expect(host.notify).not.toHaveBeenCalled();
  });
});
