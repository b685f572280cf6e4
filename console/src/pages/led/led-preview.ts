/** The largest the preview box grows to, in CSS pixels. */
export const PREVIEW_BOX = { width: 560, height: 240 } as const;

/**
 * How many CSS pixels one LED pixel takes in the preview: the whole program fits the box, small panels
 * are drawn larger so their text stays readable.
 */
export const previewScale = (width: number, height: number): number =>
  width > 0 && height > 0 ? Math.min(PREVIEW_BOX.width / width, PREVIEW_BOX.height / height) : 1;
