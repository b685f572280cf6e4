/** Frames a second drawn into a recording. */
const RECORD_FPS = 10;
const TYPES = ['video/webm;codecs=vp9', 'video/webm;codecs=vp8', 'video/webm'];

export interface Recording {
  /** Ends the recording and answers the video. */
  stop(): Promise<Blob>;
}

/** Whether this browser can record a canvas (MediaRecorder and canvas.captureStream). */
export const canRecord = (): boolean =>
  typeof MediaRecorder !== 'undefined' &&
  typeof HTMLCanvasElement !== 'undefined' &&
  'captureStream' in HTMLCanvasElement.prototype;

/**
 * Records what the console shows, in the browser: the picture (an MJPEG <img> or a <video>) is drawn
 * into a canvas ten times a second and the canvas stream goes to a MediaRecorder. Nothing is kept on
 * the server; the operator saves the file.
 */
export function startRecording(source: () => HTMLImageElement | HTMLVideoElement | null): Recording {
  const canvas = document.createElement('canvas');
  const first = source();
  canvas.width = (first instanceof HTMLVideoElement ? first.videoWidth : first?.naturalWidth) || 640;
  canvas.height = (first instanceof HTMLVideoElement ? first.videoHeight : first?.naturalHeight) || 360;
  const context = canvas.getContext('2d');
  const draw = () => {
    const element = source();
    if (element && context) context.drawImage(element, 0, 0, canvas.width, canvas.height);
  };
  draw();
  const timer = setInterval(draw, 1000 / RECORD_FPS);
  const mimeType = TYPES.find((type) => MediaRecorder.isTypeSupported(type)) ?? '';
  const recorder = new MediaRecorder(canvas.captureStream(RECORD_FPS), mimeType ? { mimeType } : {});
  const chunks: Blob[] = [];
  recorder.ondataavailable = (event) => {
    if (event.data.size) chunks.push(event.data);
  };
  recorder.start(1000);
  return {
    stop: () =>
      new Promise<Blob>((resolve) => {
        clearInterval(timer);
        recorder.onstop = () => resolve(new Blob(chunks, { type: mimeType || 'video/webm' }));
        recorder.stop();
      }),
  };
}

/** Offers a blob as a download. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
