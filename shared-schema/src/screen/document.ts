import { CANVAS_HEIGHT, CANVAS_SCALE, CANVAS_WIDTH } from './constants';
import type { CanvasStyleData, ScreenDocument } from './types';
import { CURRENT_SCHEMA_VERSION } from './version';

/**
 * Canvas defaults: the seed's 1920 × 1080 at 100 %; colours and font size as the designer the product
 * descends from starts a page (the seed is silent), which also fills older documents that lack them.
 */
export function defaultCanvasStyle(): CanvasStyleData {
  return {
    screenName: '',
    width: CANVAS_WIDTH,
    height: CANVAS_HEIGHT,
    scale: CANVAS_SCALE,
    color: '#000000',
    opacity: 1,
    background: '#ffffff',
    fontSize: 14,
    areaId: '',
  };
}

/**
 * The colours a new screen starts with: the dark ground of a wall, on which the catalogue's light
 * defaults read (issue 15 §1). Older documents that lack colours keep `defaultCanvasStyle`'s white page.
 */
export const NEW_SCREEN_COLOURS = { background: '#0b1a33', color: '#ffffff' } as const;

/** An empty screen of the current version. */
export function createScreenDocument(canvas: Partial<CanvasStyleData> = {}): ScreenDocument {
  return {
    schemaVersion: CURRENT_SCHEMA_VERSION,
    canvasStyleData: { ...defaultCanvasStyle(), ...NEW_SCREEN_COLOURS, ...canvas },
    componentData: [],
  };
}
