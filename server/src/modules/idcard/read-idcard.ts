import type { IdcardInfo, IdcardSide } from '@site/shared-schema';
import { ocrEngine, type WarningLog } from './ocr-engine';
import { parseIdcardLines } from './parse-card';
import { readingOrder } from './reading-order';

/**
 * Phone photos are scaled down to this longest side before reading: the detector works on every pixel in
 * plain JavaScript arrays, and a card's text stays legible at this size.
 */
const LONGEST_SIDE = 1280;
/** Larger pictures (a 64-megapixel phone photo is under this) are refused before they are decoded. */
const MOST_PIXELS = 80_000_000;

const consoleLog: WarningLog = { warn: (details, message) => console.warn(message, details) };

/** Upright (EXIF orientation applied), no larger than LONGEST_SIDE, transparency on white, as PNG. */
const prepare = async (image: Buffer) =>
  // Loaded with the engine, never at server start.
  (await import('sharp'))
    .default(image, { limitInputPixels: MOST_PIXELS })
    .rotate()
    .resize({ width: LONGEST_SIDE, height: LONGEST_SIDE, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .png({ compressionLevel: 1 })
    .toBuffer();

/**
 * Reads one side of a Chinese resident ID card offline (PaddleOCR through @gutenye/ocr-node). Answers null
 * when nothing could be read: an unreadable picture, another document, or no working OCR engine. Never throws.
 */
export async function readIdcard(
  image: Buffer,
  side: IdcardSide,
  log: WarningLog = consoleLog,
): Promise<IdcardInfo | null> {
  const engine = await ocrEngine(log);
  if (!engine) return null;
  let prepared: Buffer;
  try {
    prepared = await prepare(image);
  } catch {
    // Not a picture sharp can decode, or too large: nothing to read.
    return null;
  }
  try {
    return parseIdcardLines(readingOrder(await engine.recognise(prepared)), side);
  } catch (error) {
    log.warn({ err: error }, 'ID-card reading failed on a picture');
    return null;
  }
}
