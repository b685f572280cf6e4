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

/** An empty screen of the current version. */
export function createScreenDocument(canvas: Partial<CanvasStyleData> = {}): ScreenDocument {
  return {
    schemaVersion: CURRENT_SCHEMA_VERSION,
    canvasStyleData: { ...defaultCanvasStyle(), ...canvas },
    componentData: [],
  };
}
