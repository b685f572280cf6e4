import { MESSAGES } from '@site/shared-schema';
import { copyOf, cutOf, pasteOf } from '../clipboard';
import { idsWithin, withoutLinksTo } from '../links';
import type { CommandContext } from '../types';
import { defineCommand, requireSelection, selectedTopLevel, selectedUnlocked } from './define';

/** i18n key of the question asked before clearing the canvas. */
export const CLEAR_CANVAS_CONFIRM = 'designer.confirm.clearCanvas';

export const copy = defineCommand('copy', {
  shortcuts: [{ key: 'c' }],
  inContextMenu: true,
  enabled: (state) => selectedTopLevel(state).length > 0,
  run(context) {
    const { store } = context;
    const ids = requireSelection(context, selectedTopLevel(store.getState()));
    if (ids) store.setClipboard(copyOf(store.getState().doc, ids));
  },
});

export const cut = defineCommand('cut', {
  shortcuts: [{ key: 'x' }],
  inContextMenu: true,
  enabled: (state) => selectedUnlocked(state).length > 0,
  run(context) {
    const { store } = context;
    const state = store.getState();
    const ids = requireSelection(context, selectedUnlocked(state));
    const result = ids && cutOf(state.doc, ids, state.clipboard);
    if (!result) return;
    store.change(() => result.doc);
    store.setClipboard(result.clipboard);
  },
});

export const paste = defineCommand('paste', {
  shortcuts: [{ key: 'v' }],
  inContextMenu: true,
  enabled: (state) => state.clipboard !== null,
  run(context) {
    const { store, at } = context;
    const clipboard = store.getState().clipboard;
    if (!clipboard) {
      context.host.notify(MESSAGES.selectComponent, 'warning');
      return;
    }
    const result = pasteOf(store.getState().doc, clipboard, at);
    store.change(() => result.doc);
    store.setClipboard(result.clipboard);
    store.select(result.pasted);
  },
});

export const remove = defineCommand('delete', {
  shortcuts: [
    { key: 'Delete', mod: false },
    { key: 'Backspace', mod: false },
  ],
  inContextMenu: true,
  enabled: (state) => selectedUnlocked(state).length > 0,
  run(context) {
    const { store } = context;
    const ids = requireSelection(context, selectedUnlocked(store.getState()));
    if (!ids) return;
    const chosen = new Set(ids);
    store.change((doc) => {
      const gone = idsWithin(doc.componentData.filter((c) => chosen.has(c.id)));
      const kept = doc.componentData.filter((c) => !chosen.has(c.id));
      return { ...doc, componentData: withoutLinksTo(kept, gone) };
    });
  },
});

function setLock(isLock: boolean) {
  return (context: CommandContext) => {
    const { store } = context;
    const ids = requireSelection(context, selectedTopLevel(store.getState()));
    if (!ids) return;
    const chosen = new Set(ids);
    store.change((doc) => {
      const componentData = doc.componentData.map((c) =>
        chosen.has(c.id) && c.isLock !== isLock ? { ...c, isLock } : c,
      );
      return componentData.every((c, i) => c === doc.componentData[i]) ? doc : { ...doc, componentData };
    });
  };
}

export const lock = defineCommand('lock', {
  shortcuts: [{ key: 'l' }],
  inContextMenu: true,
  enabled: (state) => selectedUnlocked(state).length > 0,
  run: setLock(true),
});

export const unlock = defineCommand('unlock', {
  shortcuts: [{ key: 'l', shift: true }],
  inContextMenu: true,
  enabled: (state) => selectedTopLevel(state).length > selectedUnlocked(state).length,
  run: setLock(false),
});

export const clearCanvas = defineCommand('clearCanvas', {
  shortcuts: [{ key: 'e' }],
  inToolbar: true,
  enabled: (state) => state.doc.componentData.length > 0,
  async run({ store, host }) {
    if (store.getState().doc.componentData.length === 0) return;
    if (!(await host.confirm(CLEAR_CANVAS_CONFIRM))) return;
    store.change((doc) => ({ ...doc, componentData: [] }));
  },
});
