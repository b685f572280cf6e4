import { describe, expect, it } from 'vitest';
import { commandForKey } from './keys';

type Press = Partial<Pick<KeyboardEvent, 'ctrlKey' | 'metaKey' | 'shiftKey' | 'target'>>;

const press = (key: string, extra: Press = {}) =>
  commandForKey({ key, ctrlKey: false, metaKey: false, shiftKey: false, target: document.body, ...extra })
    ?.id;
const ctrl = (key: string, shiftKey = false) => press(key, { ctrlKey: true, shiftKey });
const cmd = (key: string, shiftKey = false) => press(key, { metaKey: true, shiftKey });

describe('keyboard shortcuts', () => {
  it.each([
    ['c', false, 'copy'],
    ['v', false, 'paste'],
    ['x', false, 'cut'],
    ['z', false, 'undo'],
    ['y', false, 'redo'],
    ['z', true, 'redo'],
    ['g', false, 'compose'],
    ['g', true, 'decompose'],
    ['s', false, 'save'],
    ['p', false, 'preview'],
    ['l', false, 'lock'],
    ['l', true, 'unlock'],
    ['e', false, 'clearCanvas'],
  ])('Ctrl or Cmd + %s (shift %s) means %s', (key, shift, id) => {
    const typed = shift ? key.toUpperCase() : key;
    expect(ctrl(typed, shift)).toBe(id);
    expect(cmd(typed, shift)).toBe(id);
  });

  it('deletes with Delete or Backspace and no modifier', () => {
    expect(press('Delete')).toBe('delete');
    expect(press('Backspace')).toBe('delete');
    expect(ctrl('Delete')).toBeUndefined();
  });

  it('ignores letters without Ctrl or Cmd, and unknown combinations', () => {
    expect(press('c')).toBeUndefined();
    expect(ctrl('c', true)).toBeUndefined();
    expect(ctrl('q')).toBeUndefined();
  });

  it.each(['input', 'textarea', 'select'])('never fires while typing in a %s', (tag) => {
    const target = document.createElement(tag);
    expect(press('Backspace', { target })).toBeUndefined();
    expect(press('z', { ctrlKey: true, target })).toBeUndefined();
  });

  it('never fires inside text edited in place', () => {
    const editor = document.createElement('div');
    editor.setAttribute('contenteditable', 'true');
    const inner = document.createElement('span');
    editor.append(inner);
    document.body.append(editor);
    expect(press('Delete', { target: inner })).toBeUndefined();
    editor.remove();
  });
});
