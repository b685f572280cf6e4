import type { RecognisedLine } from './reading-order';

/** Where a failure to start the engine is reported: a Fastify logger or the console. */
export interface WarningLog {
  warn(details: object, message: string): void;
}

export interface OcrEngine {
  /** The lines recognised on an encoded image (PNG, JPEG...), one image at a time. */
  recognise(image: Buffer): Promise<RecognisedLine[]>;
}

/** @gutenye/ocr-node types its input as a path; sharp under it takes an encoded image buffer as well. */
interface Detector {
  detect(image: Buffer): Promise<RecognisedLine[]>;
}

let engine: Promise<OcrEngine | null> | undefined;

/**
 * One image at a time: a card keeps both cores busy for about half a second, so parallel runs would only
 * slow each other and the server down.
 */
function oneAtATime(detector: Detector): OcrEngine {
  let queue: Promise<unknown> = Promise.resolve();
  return {
    recognise(image) {
      const run = queue.then(() => detector.detect(image));
      queue = run.catch(() => undefined);
      return run;
    },
  };
}

/**
 * The PaddleOCR engine (with sharp, which it loads), started on the first card and kept for the life of the
 * process (about 300 MB of memory once it has read a card, steady after), never at server start. When it cannot start (e.g. a native binary is missing) the failure is
 * logged once and every later call answers null at once.
 */
export function ocrEngine(log: WarningLog): Promise<OcrEngine | null> {
  engine ??= import('@gutenye/ocr-node')
    .then(async ({ default: Ocr }) => oneAtATime((await Ocr.create()) as Detector))
    .catch((error: Error) => {
      log.warn({ err: error }, 'ID-card reading is off: the OCR engine did not start');
      return null;
    });
  return engine;
}
