import type { ServerResponse } from 'node:http';
import { formatDateTime } from '@site/shared-schema';
import type { FastifyInstance } from 'fastify';
import { encode } from 'jpeg-js';
import type { AppDeps } from '../../options';
import { initialPose, type Pose, VirtualCamera } from './camera';
import { FRAME, renderFrame } from './scene';
import { loadStreamSecret, StreamTokens } from './stream-token';

/** Where the virtual cameras stream: `<prefix>/<deviceId>/<channelNo>.mjpeg?token=…` (GET). */
export const LIVE_PREFIX = '/front/siteMonitorDevice/live';
export const FRAMES_PER_SECOND = 4;
/** Viewers of one camera at most: a wall has a few, and each costs a socket and its buffers. */
export const MAX_VIEWERS = 32;
const BOUNDARY = 'frame';
const JPEG_QUALITY = 70;

export const cameraKey = (deviceId: string, channelNo: number) => `${deviceId}/${channelNo}`;

/** The stream address of a camera's channel, relative to the site base (the player resolves it). */
export const livePath = (deviceId: string, channelNo: number, token: string) =>
  `${LIVE_PREFIX}/${encodeURIComponent(deviceId)}/${channelNo}.mjpeg?token=${encodeURIComponent(token)}`;

const signed = (value: number, digits: number) =>
  `${value < 0 ? '-' : '+'}${Math.abs(value).toFixed(digits)}`;

function captionOf(pose: Pose, camera: VirtualCamera): string {
  const parts = [
    `PAN${Math.round(pose.pan).toString().padStart(3, '0')}`,
    `TILT${signed(Math.round(pose.tilt), 0)}`,
    `ZOOM${pose.zoom.toFixed(1)}`,
    `FOC${signed(pose.focus, 1)}`,
  ];
  if (camera.mirrored) parts.push('MIRROR');
  if (camera.moving !== null) parts.push('PTZ');
  return parts.join(' ');
}

/** One camera's picture and its viewers: frames are rendered only while someone watches. */
class LiveCamera {
  readonly viewers = new Set<ServerResponse>();
  private timer: ReturnType<typeof setInterval> | null = null;
  private last: { key: string; jpeg: Buffer } | null = null;

  constructor(
    readonly key: string,
    readonly camera: VirtualCamera,
  ) {}

  /** The current frame as a JPEG; a still camera re-renders only when its clock caption changes. */
  frame(now = Date.now()): Buffer {
    const pose = this.camera.poseAt(now);
    const time = formatDateTime(now);
    const id = `${this.camera.revision}|${pose.pan}|${pose.tilt}|${pose.zoom}|${pose.focus}|${time}`;
    if (this.last?.key === id) return this.last.jpeg;
    const rgba = renderFrame(pose, this.camera.mirrored, {
      topLeft: this.key.replace('/', ' CH').toUpperCase(),
      topRight: time,
      bottomLeft: captionOf(pose, this.camera),
    });
    const jpeg = encode({ data: rgba, ...FRAME }, JPEG_QUALITY).data;
    this.last = { key: id, jpeg };
    return jpeg;
  }

  add(viewer: ServerResponse): void {
    this.viewers.add(viewer);
    send(viewer, this.frame());
    this.timer ??= setInterval(() => this.tick(), 1000 / FRAMES_PER_SECOND);
  }

  remove(viewer: ServerResponse): void {
    this.viewers.delete(viewer);
    if (this.viewers.size || !this.timer) return;
    clearInterval(this.timer);
    this.timer = null;
    this.last = null;
  }

  private tick(): void {
    const jpeg = this.frame();
    // A slow viewer skips frames instead of queueing them.
    for (const viewer of this.viewers) if (!viewer.writableNeedDrain) send(viewer, jpeg);
  }
}

function send(viewer: ServerResponse, jpeg: Buffer): void {
  viewer.write(`--${BOUNDARY}\r\nContent-Type: image/jpeg\r\nContent-Length: ${jpeg.length}\r\n\r\n`);
  viewer.write(jpeg);
  viewer.write('\r\n');
}

/** The virtual cameras of one server: their poses, their live pictures and the stream tokens. */
export class CameraRig {
  private readonly live = new Map<string, LiveCamera>();

  constructor(readonly tokens: StreamTokens) {}

  private liveCamera(key: string): LiveCamera {
    let live = this.live.get(key);
    if (!live) {
      live = new LiveCamera(key, new VirtualCamera(initialPose(key)));
      this.live.set(key, live);
    }
    return live;
  }

  camera(deviceId: string, channelNo: number): VirtualCamera {
    return this.liveCamera(cameraKey(deviceId, channelNo)).camera;
  }

  /** The JPEG a viewer would see now (tests, snapshots). */
  snapshot(deviceId: string, channelNo: number): Buffer {
    return this.liveCamera(cameraKey(deviceId, channelNo)).frame();
  }

  viewerCount(deviceId: string, channelNo: number): number {
    return this.live.get(cameraKey(deviceId, channelNo))?.viewers.size ?? 0;
  }

  /** Streams the camera to `viewer` until either side closes; false when it has too many viewers. */
  watch(key: string, viewer: ServerResponse): boolean {
    const live = this.liveCamera(key);
    if (live.viewers.size >= MAX_VIEWERS) return false;
    viewer.writeHead(200, {
      'Content-Type': `multipart/x-mixed-replace; boundary=${BOUNDARY}`,
      'Cache-Control': 'no-store, no-transform',
      Pragma: 'no-cache',
      'X-Content-Type-Options': 'nosniff',
    });
    viewer.on('close', () => live.remove(viewer));
    live.add(viewer);
    return true;
  }

  /** Ends every stream (server shutting down): open sockets would hold the close open. */
  closeAll(): void {
    for (const live of this.live.values()) for (const viewer of [...live.viewers]) viewer.end();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The virtual cameras: their poses and viewers. */
    cameras: CameraRig;
  }
}

const rigs = new WeakMap<AppDeps, CameraRig>();

/** The rig of one app, shared by its control routes and its stream route. */
export function cameraRigOf(deps: AppDeps): CameraRig {
  let rig = rigs.get(deps);
  if (!rig) {
    rig = new CameraRig(new StreamTokens(loadStreamSecret(deps.options.dataDir)));
    rigs.set(deps, rig);
  }
  return rig;
}

/**
 * Serves the virtual cameras as MJPEG (multipart/x-mixed-replace) at LIVE_PREFIX. Access is the
 * address's signed token (see StreamTokens): a bad or expired one is 403, checked once at connect.
 */
export function mountCameraStreams(app: FastifyInstance, deps: AppDeps): void {
  const rig = cameraRigOf(deps);
  app.get<{ Params: { deviceId: string; file: string }; Querystring: { token?: string } }>(
    `${LIVE_PREFIX}/:deviceId/:file`,
    (request, reply) => {
      const channel = /^(\d{1,4})\.mjpeg$/.exec(request.params.file);
      const key = channel ? cameraKey(request.params.deviceId, Number(channel[1])) : '';
      if (!key || !rig.tokens.verify(key, String(request.query.token ?? ''))) {
        return reply.code(403).type('text/plain; charset=utf-8').send('视频地址无效或已过期');
      }
      reply.hijack();
      if (!rig.watch(key, reply.raw)) {
        reply.raw.writeHead(429, { 'Content-Type': 'text/plain; charset=utf-8' });
        reply.raw.end('观看人数过多');
      }
    },
  );
  app.decorate('cameras', rig);
  app.addHook('preClose', (done) => {
    rig.closeAll();
    done();
  });
}
