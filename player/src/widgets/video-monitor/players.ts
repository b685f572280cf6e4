/**
 * Stream libraries for a <video>: hls.js for HLS where the browser has no native HLS, mpegts.js for
 * HTTP-FLV. Both load only when a cell plays such a stream, so walls without them never download them.
 * Each answers how to let go of the stream (decoder, connection, buffers).
 */
export async function attachHls(video: HTMLVideoElement, url: string, onFail: () => void) {
  const { default: Hls } = await import('hls.js');
  if (!Hls.isSupported()) throw new Error('hls.js: no Media Source Extensions');
  const hls = new Hls({ lowLatencyMode: true, backBufferLength: 30 });
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (data.fatal) onFail();
  });
  hls.loadSource(url);
  hls.attachMedia(video);
  return () => hls.destroy();
}

export async function attachFlv(video: HTMLVideoElement, url: string, onFail: () => void) {
  const { default: mpegts } = await import('mpegts.js');
  if (!mpegts.isSupported()) throw new Error('mpegts.js: no Media Source Extensions');
  const player = mpegts.createPlayer({ type: 'flv', isLive: true, url });
  player.on(mpegts.Events.ERROR, onFail);
  player.attachMediaElement(video);
  player.load();
  Promise.resolve(player.play()).catch(() => {});
  return () => {
    player.pause();
    player.unload();
    player.detachMediaElement();
    player.destroy();
  };
}
