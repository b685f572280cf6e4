import type { Locator } from '@playwright/test';

/** A box of colours: each channel of a counted pixel lies between min and max. */
export interface ColourBox {
  min: [number, number, number];
  max: [number, number, number];
}

/** How many pixels of an element's screenshot fall in the colour box, of how many. */
export async function pixelsWithin(
  element: Locator,
  box: ColourBox,
): Promise<{ count: number; total: number }> {
  const shot = await element.screenshot();
  return element.page().evaluate(
    async ({ base64, box }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d');
      if (!context) return { count: 0, total: 0 };
      context.drawImage(image, 0, 0);
      const { data } = context.getImageData(0, 0, image.width, image.height);
      let count = 0;
      for (let at = 0; at < data.length; at += 4) {
        const inside = [0, 1, 2].every((channel) => {
          const value = data[at + channel];
          return value >= box.min[channel] && value <= box.max[channel];
        });
        if (inside) count += 1;
      }
      return { count, total: data.length / 4 };
    },
    { base64: shot.toString('base64'), box },
  );
}
