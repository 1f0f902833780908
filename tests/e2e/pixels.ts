// Pixel statistics of a screenshot, computed by the browser itself (it decodes the PNG and reads the
// pixels from a canvas): how much the luminance varies and how many colours appear. A blank or
// one-colour tile has a spread near 0 and a handful of colours.
import type { Page } from '@playwright/test';

export interface PixelStats {
  /** Standard deviation of the luminance, 0..255. */
  spread: number;
  /** Distinct colours (channels quantised to 32 levels). */
  colours: number;
}

export async function pixelStats(page: Page, png: Buffer): Promise<PixelStats> {
  return page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let sum = 0;
    let squares = 0;
    const colours = new Set<number>();
    const count = data.length / 4;
    for (let i = 0; i < data.length; i += 4) {
      const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
      const y = 0.299 * r + 0.587 * g + 0.114 * b;
      sum += y;
      squares += y * y;
      colours.add(((r >> 3) << 10) | ((g >> 3) << 5) | (b >> 3));
    }
    const mean = sum / count;
    return { spread: Math.sqrt(Math.max(0, squares / count - mean * mean)), colours: colours.size };
  }, png.toString('base64'));
}
