/** Builders shared by the model's tests. */
import { createScreenDocument, type ScreenComponent, type ScreenDocument } from '@site/shared-schema';
import { vi } from 'vitest';
import { createComponent } from './create';
import { createEditorStore } from './store';
import type { Box, CommandContext, CommandHost } from './types';

/** A rectangle with the given id and box (rotation 0 unless given). */
export function rect(id: string, box: Partial<Box> = {}): ScreenComponent {
  const component = createComponent('VButton', { left: box.left ?? 0, top: box.top ?? 0 });
  return {
    ...component,
    id,
    style: { ...component.style, width: 100, height: 50, rotate: 0, ...box },
  };
}

export function docOf(...components: ScreenComponent[]): ScreenDocument {
  return { ...createScreenDocument(), componentData: components };
}

export function ids(doc: ScreenDocument): string[] {
  return doc.componentData.map((c) => c.id);
}

/** A host whose every method is a spy; confirm answers yes unless told otherwise. */
export function fakeHost() {
  return {
    save: vi.fn<CommandHost['save']>(),
    preview: vi.fn<CommandHost['preview']>(),
    publish: vi.fn<CommandHost['publish']>(),
    confirm: vi.fn<CommandHost['confirm']>(async () => true),
    notify: vi.fn<CommandHost['notify']>(),
  } satisfies CommandHost;
}

/** A store over the components, with `selected` selected, and a context with a fake host. */
export function editorWith(components: ScreenComponent[], selected: string[] = []) {
  const store = createEditorStore(docOf(...components));
  store.select(selected);
  const host = fakeHost();
  const context: CommandContext = { store, host };
  return { store, host, context };
}
