import { defineCommand } from './define';

export const undo = defineCommand('undo', {
  shortcuts: [{ key: 'z' }],
  inToolbar: true,
  enabled: (state) => state.canUndo,
  run: ({ store }) => store.undo(),
});

export const redo = defineCommand('redo', {
  shortcuts: [{ key: 'y' }, { key: 'z', shift: true }],
  inToolbar: true,
  enabled: (state) => state.canRedo,
  run: ({ store }) => store.redo(),
});

/** Saving is the host's: it writes the draft and calls store.markSaved(savedDoc) when the server took it. */
export const save = defineCommand('save', {
  shortcuts: [{ key: 's' }],
  inToolbar: true,
  enabled: () => true,
  run: async ({ store, host }) => {
    store.commitStep();
    await host.save();
  },
});

export const preview = defineCommand('preview', {
  shortcuts: [{ key: 'p' }],
  inToolbar: true,
  enabled: () => true,
  run: ({ host }) => host.preview(),
});

export const publish = defineCommand('publish', {
  inToolbar: true,
  enabled: () => true,
  run: async ({ host }) => {
    await host.publish();
  },
});
