import { describe, expect, it } from 'vitest';
import { alignedBox, boxStyle, contentStyle, px, safeUrl, textAlign } from './style';

describe('style mapping', () => {
  it('lengths and codes', () => {
    expect(px(12)).toBe('12px');
    expect(px('12')).toBe('12px');
    expect(px('50%')).toBe('50%');
    expect(px('')).toBeUndefined();
    expect(textAlign(0)).toBe('left');
    expect(textAlign(1)).toBe('center');
    expect(textAlign(2)).toBe('right');
    expect(textAlign('center')).toBe('center');
    expect(alignedBox({ verticalAlign: 2 }).justifyContent).toBe('flex-end');
  });

  it('box geometry', () => {
    expect(boxStyle({ left: 10, top: 20, width: 100, height: 50, rotate: 30, opacity: 0.5 })).toEqual({
      position: 'absolute',
      left: '10px',
      top: '20px',
      width: '100px',
      height: '50px',
      transform: 'rotate(30deg)',
      opacity: 0.5,
    });
  });

  it('frame only with a weight', () => {
    expect(contentStyle({ borderWidth: 2, borderColor: '#f00' })).toMatchObject({
      borderWidth: '2px',
      borderStyle: 'solid',
      borderColor: '#f00',
    });
    expect(contentStyle({ borderWidth: 0, borderColor: '#f00' }).borderWidth).toBeUndefined();
  });

  it('never lets a script URL through', () => {
    expect(safeUrl('javascript:alert(1)')).toBeUndefined();
    expect(safeUrl(' JavaScript:alert(1)')).toBeUndefined();
    expect(safeUrl('https://x/y.png')).toBe('https://x/y.png');
    expect(safeUrl('/files/a.png')).toBe('/files/a.png');
    expect(safeUrl('data:image/png;base64,AA')).toBe('data:image/png;base64,AA');
    expect(safeUrl('data:text/html,<script>')).toBeUndefined();
  });

  it('reads the scheme as the browser does, through tabs, line breaks and control characters', () => {
    expect(safeUrl('java\tscript:alert(1)')).toBeUndefined();
    expect(safeUrl('java\nscript:alert(1)')).toBeUndefined();
    expect(safeUrl('\u0001javascript:alert(1)')).toBeUndefined();
    expect(safeUrl('da\tta:text/html,<script>')).toBeUndefined();
    expect(safeUrl('//cdn.example.com/a.png')).toBe('//cdn.example.com/a.png');
    expect(safeUrl('files/a.png')).toBe('files/a.png');
    expect(safeUrl('blob:http://x/1')).toBe('blob:http://x/1');
  });
});
