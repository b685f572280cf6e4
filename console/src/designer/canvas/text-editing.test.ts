import { createComponent } from '@site/shared-schema';
import { describe, expect, it } from 'vitest';
import { EMPTY_TEXT, editableInPlace, editorTextStyle, finishedText } from './text-editing';

describe('text edited in place', () => {
  it('is offered for text widgets that are neither locked nor noEdit', () => {
    const text = createComponent('VText', { left: 0, top: 0 });
    expect(editableInPlace(text)).toBe(true);
    expect(editableInPlace({ ...text, isLock: true })).toBe(false);
    expect(editableInPlace({ ...text, noEdit: true })).toBe(false);
    expect(editableInPlace(createComponent('VTable', { left: 0, top: 0 }))).toBe(false);
  });

  it('leaves a non-breaking space when emptied', () => {
    expect(finishedText('')).toBe(EMPTY_TEXT);
    expect(finishedText('\n')).toBe(EMPTY_TEXT);
    expect(finishedText('大屏')).toBe('大屏');
  });

  it('types in the font of the widget, alignment codes read as CSS', () => {
    expect(
      editorTextStyle({
        width: 1,
        height: 1,
        left: 0,
        top: 0,
        rotate: 0,
        opacity: 1,
        fontSize: 20,
        textAlign: 1,
        color: '#f00',
      }),
    ).toMatchObject({
      fontSize: '20px',
      textAlign: 'center',
      color: '#f00',
    });
  });

  it('reads a line height as the wall does: a multiple of the font size up to 5, pixels above', () => {
    const style = { width: 1, height: 1, left: 0, top: 0, rotate: 0, opacity: 1, fontSize: 20 };
    expect(editorTextStyle({ ...style, lineHeight: 1.5 }).lineHeight).toBe(1.5);
    expect(editorTextStyle({ ...style, lineHeight: 24 }).lineHeight).toBe('24px');
  });
});
