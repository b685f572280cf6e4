import type { ScreenComponent } from '@site/shared-schema';
import { describe, expect, it } from 'vitest';
import { createComponent } from './create';
import { createEditorStore } from './store';
import { docOf } from './testing';
import { withTextFitted } from './text-fit';

const text = (): ScreenComponent => ({ ...createComponent('VText', { left: 0, top: 0 }), id: 't' });
const edited = (component: ScreenComponent, style: Partial<ScreenComponent['style']>, propValue?: string) =>
  withTextFitted(component, {
    ...component,
    propValue: propValue ?? component.propValue,
    style: { ...component.style, ...style },
  });

describe('a text fitted to its lines', () => {
  it('grows with its font size and its lines, and never gets lower than its own 28 px', () => {
    const start = text();
    expect(start.style.height).toBe(28);
    const large = edited(start, { fontSize: 40 });
    expect(large.style.height).toBe(60);
    const lines = edited(large, {}, 'one\ntwo\nthree');
    expect(lines.style.height).toBe(180);
    expect(edited(lines, { fontSize: 14 }, 'one').style.height).toBe(28);
  });

  it('reads the line height as the wall does: up to 5 a multiple of the font size, else pixels', () => {
    expect(edited(text(), { fontSize: 20, lineHeight: 2 }, 'a\nb').style.height).toBe(80);
    expect(edited(text(), { fontSize: 20, lineHeight: 30 }, 'a\nb').style.height).toBe(60);
    expect(edited(text(), { fontSize: 20, lineHeight: '30px' }, 'a\nb').style.height).toBe(60);
  });

  it('leaves other edits, resizable widgets and shapes as they are', () => {
    const start = { ...text(), propValue: 'a\nb\nc' };
    expect(edited(start, { color: '#ff0000' }).style.height).toBe(28);
    const table = createComponent('VTable', { left: 0, top: 0 });
    expect(edited(table, { fontSize: 60 }).style.height).toBe(table.style.height);
    const rect = createComponent('RectShape', { left: 0, top: 0 });
    expect(edited(rect, { fontSize: 60 }, 'a\nb').style.height).toBe(rect.style.height);
  });

  it('fits in the same undo step as the edit that needed it', () => {
    const store = createEditorStore(docOf(text()));
    store.updateStyle('t', { fontSize: 40 });
    expect(store.getState().doc.componentData[0].style).toMatchObject({ fontSize: 40, height: 60 });
    store.undo();
    expect(store.getState().doc.componentData[0].style).toMatchObject({ fontSize: 14, height: 28 });
  });
});
