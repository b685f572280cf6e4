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
});
