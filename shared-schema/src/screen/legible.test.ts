import { describe, expect, it } from 'vitest';
import { WIDGET_CATALOGUE } from './catalogue';
import { createScreenDocument, defaultCanvasStyle } from './document';
import { contrast, groundOf, legibleOn, parseColour } from './legible';

const WHITE_PAGE = { background: '#ffffff', color: '#000000' };
const DARK_WALL = { background: '#0b1a33', color: '#ffffff' };

describe('legible colours of a dropped widget (issue 15 §1)', () => {
  it('reads the colour notations of documents', () => {
    expect(parseColour('#fff')).toEqual([255, 255, 255, 1]);
    expect(parseColour('#0b1a33')).toEqual([11, 26, 51, 1]);
    expect(parseColour('#00000080')?.[3]).toBeCloseTo(0.5, 2);
    expect(parseColour('rgba(255, 255, 255, 0.2)')).toEqual([255, 255, 255, 0.2]);
    expect(parseColour('rgb(1 2 3 / 50%)')).toEqual([1, 2, 3, 0.5]);
    expect(parseColour('transparent')).toEqual([0, 0, 0, 0]);
    expect(parseColour('red')).toBeUndefined();
    expect(parseColour('')).toBeUndefined();
  });

  it('turns white text dark on a white page and keeps it on a dark wall', () => {
    const projectName = WIDGET_CATALOGUE.ProjectName.defaultStyle;
    expect(legibleOn(projectName, WHITE_PAGE).color).toBe('#000000');
    expect(legibleOn(projectName, DARK_WALL).color).toBe(projectName.color);
  });

  it('gives inherited text a colour when the canvas colour would not read on the widget or canvas', () => {
    const text = WIDGET_CATALOGUE.VText.defaultStyle;
    expect(legibleOn(text, { background: '#0b1a33', color: '#000000' }).color).toBe('#ffffff');
    // Inherited text that reads stays inherited.
    expect(legibleOn(text, DARK_WALL).color).toBe('');
    // On the widget's own light background, the wall's white text turns dark.
    expect(legibleOn({ color: '', background: 'rgba(255, 255, 255, 1)' }, DARK_WALL).color).toBe('#000000');
  });

  it('shows a shape drawn in its background colour against the canvas', () => {
    const line = WIDGET_CATALOGUE.LineShape.defaultStyle;
    expect(legibleOn(line, WHITE_PAGE, true).background).toBe('#000000');
    expect(legibleOn(line, DARK_WALL, true).background).toBe(line.background);
    // Not a shape: a widget's background is its panel, kept as chosen.
    expect(legibleOn({ background: '#ffffff' }, WHITE_PAGE).background).toBe('#ffffff');
  });

  it('leaves colours it cannot read, and canvases without an opaque ground, alone', () => {
    expect(legibleOn({ color: 'white' }, WHITE_PAGE).color).toBe('white');
    expect(legibleOn({ color: '#ffffff' }, { background: '', color: '' }).color).toBe('#ffffff');
  });

  it('every catalogue default reads on a new screen and on a white page', () => {
    for (const canvas of [createScreenDocument().canvasStyleData, WHITE_PAGE]) {
      for (const entry of Object.values(WIDGET_CATALOGUE)) {
        const style = legibleOn(entry.defaultStyle, canvas, entry.palette === 'shapes');
        const ink = parseColour(style.color || canvas.color);
        const ground = parseColour(groundOf(style, canvas));
        if (ink && ground)
          expect(contrast(ink, ground), `${entry.type} on ${canvas.background}`).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('a new screen starts dark with light text; older documents keep the white page', () => {
    const { background, color } = createScreenDocument().canvasStyleData;
    expect(
      contrast(parseColour(background) ?? [0, 0, 0, 1], parseColour(color) ?? [0, 0, 0, 1]),
    ).toBeGreaterThan(7);
    expect(defaultCanvasStyle().background).toBe('#ffffff');
  });
});
