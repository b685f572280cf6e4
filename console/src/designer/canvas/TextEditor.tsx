import type { ScreenComponent } from '@site/shared-schema';
import { useLayoutEffect, useRef } from 'react';
import type { EditorStore } from '../model';
import { editorTextStyle, finishedText, insertPlainText } from './text-editing';

/**
 * Edits a component's text in place, over its widget: each burst of typing is one history step;
 * leaving (blur, Escape, a click elsewhere) ends editing, an emptied text becomes a non-breaking space.
 */
export function TextEditor({ component, store }: { component: ScreenComponent; store: EditorStore }) {
  const ref = useRef<HTMLDivElement>(null);
  const { id } = component;
  const mergeKey = `text:${id}`;
  const initial = useRef(typeof component.propValue === 'string' ? component.propValue : '');

  // The element is uncontrolled while typing (re-rendering it would move the caret).
  useLayoutEffect(() => {
    const element = ref.current!;
    element.textContent = initial.current;
    element.focus();
    const range = document.createRange();
    range.selectNodeContents(element);
    window.getSelection()?.removeAllRanges();
    window.getSelection()?.addRange(range);
  }, []);

  const write = (text: string) =>
    store.updateComponent(id, (c) => (c.propValue === text ? c : { ...c, propValue: text }), { mergeKey });

  const finish = () => {
    write(finishedText(ref.current?.textContent ?? ''));
    store.commitStep();
    if (store.getState().editingTextId === id) store.setEditingText(null);
  };

  return (
    <div
      ref={ref}
      className="designer-text-editor"
      contentEditable
      suppressContentEditableWarning
      data-testid="text-editor"
      style={editorTextStyle(component.style)}
      onInput={() => write(ref.current?.textContent ?? '')}
      onBlur={finish}
      onPaste={(event) => {
        event.preventDefault();
        insertPlainText(event.clipboardData.getData('text/plain'));
        write(ref.current?.textContent ?? '');
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') ref.current?.blur();
        // A line break is a character of the text, not the markup browsers would insert.
        if (event.key === 'Enter') {
          event.preventDefault();
          insertPlainText('\n');
          write(ref.current?.textContent ?? '');
        }
      }}
      onPointerDown={(event) => event.stopPropagation()}
    />
  );
}
