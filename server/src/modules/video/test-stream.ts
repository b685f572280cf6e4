import { decode } from 'jpeg-js';

export interface Frame {
  width: number;
  height: number;
  data: Uint8Array;
}

/** Where the next part's JPEG starts and ends in `bytes`, or null while it has not fully arrived. */
function nextPart(bytes: Buffer): { start: number; end: number } | null {
  const header = bytes.indexOf('\r\n\r\n');
  if (header < 0) return null;
  const length = /Content-Length: (\d+)/i.exec(bytes.subarray(0, header).toString('latin1'));
  if (!length) throw new Error('a part without Content-Length');
  const start = header + 4;
  const end = start + Number(length[1]);
  return bytes.length >= end ? { start, end } : null;
}

/**
 * Opens an MJPEG (multipart/x-mixed-replace) stream, reads `count` frames and closes it, as a browser
 * <img> would when its source goes.
 */
export async function readFrames(url: string, count = 1): Promise<{ response: Response; frames: Frame[] }> {
  const controller = new AbortController();
  const response = await fetch(url, { signal: controller.signal });
  const frames: Frame[] = [];
  if (!response.ok || !response.body) return { response, frames };
  const reader = response.body.getReader();
  let buffer = Buffer.alloc(0);
  try {
    while (frames.length < count) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer = Buffer.concat([buffer, value]);
      for (let part = nextPart(buffer); part && frames.length < count; part = nextPart(buffer)) {
        frames.push(decode(buffer.subarray(part.start, part.end), { useTArray: true }));
        buffer = buffer.subarray(part.end);
      }
    }
  } finally {
    controller.abort();
  }
  return { response, frames };
}

/** Mean absolute difference of two frames' colours over rows `from`…`to` (0 same, 255 opposite). */
export function frameDifference(a: Frame, b: Frame, from = 0, to = a.height, mirror = false): number {
  let sum = 0;
  let count = 0;
  for (let y = from; y < to; y++) {
    for (let x = 0; x < a.width; x++) {
      const at = (y * a.width + x) * 4;
      const other = (y * b.width + (mirror ? b.width - 1 - x : x)) * 4;
      for (let channel = 0; channel < 3; channel++)
        sum += Math.abs(a.data[at + channel] - b.data[other + channel]);
      count += 3;
    }
  }
  return sum / count;
}
