import { isGroup, MESSAGES } from '@site/shared-schema';
import { type Alignment, align, distribute } from '../align';
import { compose as composeDoc, decompose as decomposeDoc } from '../group';
import { type LayerMove, moveLayer } from '../layers';
import type { CommandContext, CommandId } from '../types';
import { defineCommand, requireSelection, selectedUnlocked } from './define';

function layer(id: CommandId & LayerMove, limitMessage: string) {
  return defineCommand(id, {
    inContextMenu: true,
    enabled: (state) => selectedUnlocked(state).length > 0,
    run(context) {
      const { store } = context;
      const ids = requireSelection(context, selectedUnlocked(store.getState()));
      if (!ids) return;
      const doc = store.getState().doc;
      const next = moveLayer(doc, ids, id);
      if (next === doc) context.host.notify(limitMessage, 'warning');
      else store.change(() => next);
    },
  });
}

export const up = layer('up', MESSAGES.alreadyTop);
export const down = layer('down', MESSAGES.alreadyBottom);
export const top = layer('top', MESSAGES.alreadyTop);
export const bottom = layer('bottom', MESSAGES.alreadyBottom);

export const compose = defineCommand('compose', {
  shortcuts: [{ key: 'g' }],
  inContextMenu: true,
  enabled: (state) => selectedUnlocked(state).length >= 2,
  run(context) {
    const { store } = context;
    const ids = requireSelection(context, selectedUnlocked(store.getState()));
    const result = ids && composeDoc(store.getState().doc, ids);
    if (!result) return;
    store.change(() => result.doc);
    store.select(result.selection);
  },
});

export const decompose = defineCommand('decompose', {
  shortcuts: [{ key: 'g', shift: true }],
  inContextMenu: true,
  enabled: (state) =>
    state.doc.componentData.some((c) => isGroup(c) && !c.isLock && state.selection.includes(c.id)),
  run(context) {
    const { store } = context;
    const ids = requireSelection(context, selectedUnlocked(store.getState()));
    const result = ids && decomposeDoc(store.getState().doc, ids);
    if (!result) return;
    store.change(() => result.doc);
    store.select(result.selection);
  },
});

function alignment(id: CommandId, how: Alignment) {
  return defineCommand(id, {
    inToolbar: true,
    enabled: (state) => selectedUnlocked(state).length > 0,
    run(context: CommandContext) {
      const { store } = context;
      const state = store.getState();
      const ids = requireSelection(context, state.selection.slice());
      if (ids) store.change((doc) => align(doc, ids, how));
    },
  });
}

export const alignLeft = alignment('alignLeft', 'left');
export const alignCenter = alignment('alignCenter', 'center');
export const alignRight = alignment('alignRight', 'right');
export const alignTop = alignment('alignTop', 'top');
export const alignMiddle = alignment('alignMiddle', 'middle');
export const alignBottom = alignment('alignBottom', 'bottom');

function spread(id: CommandId, axis: 'x' | 'y') {
  return defineCommand(id, {
    inToolbar: true,
    enabled: (state) => state.selection.length >= 3,
    run(context: CommandContext) {
      const { store } = context;
      const ids = requireSelection(context, store.getState().selection.slice());
      if (ids) store.change((doc) => distribute(doc, ids, axis));
    },
  });
}

export const distributeH = spread('distributeH', 'x');
export const distributeV = spread('distributeV', 'y');
