import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createEditorStore } from './store';
import { docOf, rect } from './testing';
import { useEditor } from './use-editor';

describe('useEditor', () => {
  it('re-renders with the selected slice when the store changes', () => {
    const store = createEditorStore(docOf(rect('a')));
    const { result } = renderHook(() => useEditor(store, (s) => s.doc.componentData.length));
    expect(result.current).toBe(1);
    act(() => store.add(rect('b')));
    expect(result.current).toBe(2);
  });

  it('does not re-render when the selected slice stays the same', () => {
    const store = createEditorStore(docOf(rect('a'), rect('b')));
    let renders = 0;
    renderHook(() => {
      renders++;
      return useEditor(store, (s) => s.doc.componentData[1]);
    });
    const before = renders;
    act(() => store.updateStyle('a', { left: 9 }));
    expect(renders).toBe(before);
  });
});
