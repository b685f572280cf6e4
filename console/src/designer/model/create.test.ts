import { getWidget } from '@site/shared-schema';
import { describe, expect, it } from 'vitest';
import { createComponent } from './create';

describe('createComponent', () => {
  it('takes size, default style and propValue from the catalogue, at the drop position', () => {
    const text = createComponent('VText', { left: 30, top: 40 });
    const entry = getWidget('VText')!;
    expect(text.component).toBe('VText');
    expect(text.style).toMatchObject({ ...entry.defaultStyle, ...entry.size, left: 30, top: 40 });
    expect(text.propValue).toEqual(entry.defaultPropValue);
    expect(text.isLock).toBe(false);
  });

  it('gives each new component its own id and its own copy of the defaults', () => {
    const one = createComponent('VTable', { left: 0, top: 0 });
    const two = createComponent('VTable', { left: 0, top: 0 });
    expect(one.id).not.toBe(two.id);
    expect(one.propValue).not.toBe(two.propValue);
  });

  it('adds the extra fields and the data-source block the entry asks for', () => {
    const monitor = createComponent('VideoMonitor', { left: 0, top: 0 });
    const extra = getWidget('VideoMonitor')!.extra ?? {};
    expect(monitor).toMatchObject(extra);
    expect(createComponent('VText', { left: 0, top: 0 }).request).toBeDefined();
  });

  it('makes the colours legible on the canvas it is dropped on', () => {
    const page = { background: '#ffffff', color: '#000000' };
    expect(createComponent('ProjectName', { left: 0, top: 0 }, page).style.color).toBe('#000000');
    expect(createComponent('LineShape', { left: 0, top: 0 }, page).style.background).toBe('#000000');
    const wall = { background: '#0b1a33', color: '#ffffff' };
    expect(createComponent('ProjectName', { left: 0, top: 0 }, wall).style.color).toBe('#ffffff');
  });

  it('refuses an unknown type', () => {
    expect(() => createComponent('Nope', { left: 0, top: 0 })).toThrow('unknown widget type');
  });
});
