import { getWidget } from '@site/shared-schema';
import { describe, expect, it } from 'vitest';
import { paletteLook } from './palette-look';

describe('paletteLook', () => {
  const entry = (type: string) => getWidget(type)!;

  it('shows a widget in the colours it lands with: the canvas as ground, its legible ink', () => {
    const page = { background: '#ffffff', color: '#000000' };
    expect(paletteLook(entry('Clock'), page)).toEqual({ background: '#ffffff', color: '#000000' });
    const wall = { background: '#0b1a33', color: '#ffffff' };
    expect(paletteLook(entry('Clock'), wall)).toEqual({ background: '#0b1a33', color: '#ffffff' });
  });

  it('stands a shape on its own colour, made visible on the canvas', () => {
    expect(paletteLook(entry('LineShape'), { background: '#ffffff', color: '#000000' }).background).toBe(
      '#000000',
    );
  });
});
