import { CAMERA_DIRECTIONS, type CameraDirection } from '@site/shared-schema';

/** Where a virtual camera looks: pan and tilt in degrees, zoom factor, focus -1 (near) … 1 (far). */
export interface Pose {
  pan: number;
  tilt: number;
  zoom: number;
  focus: number;
}

/** Per unit of speed and per second: degrees of pan and tilt, zoom growth (e-fold), focus travel. */
const RATE = { pan: 8, tilt: 5, zoom: Math.log(1.5), focus: 0.5 };
export const LIMITS = { tilt: [-30, 45], zoom: [1, 8], focus: [-1, 1] } as const;
/** The fastest speed a move accepts (PTZ protocols count 1 to 7; a little headroom). */
export const MAX_SPEED = 10;

const D = CAMERA_DIRECTIONS;
/** How each command of seed 001 §9 changes the pose: [pan, tilt, zoom, focus] signs. */
const EFFECT: Record<CameraDirection, readonly [number, number, number, number]> = {
  [D.up]: [0, 1, 0, 0],
  [D.down]: [0, -1, 0, 0],
  [D.left]: [-1, 0, 0, 0],
  [D.right]: [1, 0, 0, 0],
  [D.upperLeft]: [-1, 1, 0, 0],
  [D.lowerLeft]: [-1, -1, 0, 0],
  [D.upperRight]: [1, 1, 0, 0],
  [D.lowerRight]: [1, -1, 0, 0],
  [D.zoomIn]: [0, 0, 1, 0],
  [D.zoomOut]: [0, 0, -1, 0],
  [D.focusNear]: [0, 0, 0, -1],
  [D.focusFar]: [0, 0, 0, 1],
};

const clamp = (value: number, [low, high]: readonly [number, number]) => Math.min(high, Math.max(low, value));
const wrap = (degrees: number) => ((degrees % 360) + 360) % 360;

export const isDirection = (value: number): value is CameraDirection => value in EFFECT;

/** The pose after moving `seconds` in `direction` at `speed`, within the camera's limits. */
export function advance(pose: Pose, direction: CameraDirection, speed: number, seconds: number): Pose {
  const [pan, tilt, zoom, focus] = EFFECT[direction];
  const t = speed * seconds;
  return {
    pan: wrap(pose.pan + pan * RATE.pan * t),
    tilt: clamp(pose.tilt + tilt * RATE.tilt * t, LIMITS.tilt),
    zoom: clamp(pose.zoom * Math.exp(zoom * RATE.zoom * t), LIMITS.zoom),
    focus: clamp(pose.focus + focus * RATE.focus * t, LIMITS.focus),
  };
}

/** A virtual PTZ camera: a move runs on at its speed until stopped (the pose is worked out when read). */
export class VirtualCamera {
  private pose: Pose;
  private motion: { direction: CameraDirection; speed: number; since: number } | null = null;
  mirrored = false;
  /** Bumped on every command, so a renderer knows the picture changed even when the pose did not. */
  revision = 0;

  constructor(initial: Pose) {
    this.pose = initial;
  }

  poseAt(now: number): Pose {
    const motion = this.motion;
    if (!motion) return this.pose;
    return advance(this.pose, motion.direction, motion.speed, Math.max(0, now - motion.since) / 1000);
  }

  get moving(): CameraDirection | null {
    return this.motion?.direction ?? null;
  }

  move(direction: CameraDirection, speed: number, now: number): void {
    this.pose = this.poseAt(now);
    this.motion = { direction, speed, since: now };
    this.revision++;
  }

  stop(now: number): void {
    this.pose = this.poseAt(now);
    this.motion = null;
    this.revision++;
  }

  flip(): void {
    this.mirrored = !this.mirrored;
    this.revision++;
  }
}

/** A stable starting pose per camera, so every camera of a wall looks somewhere else. */
export function initialPose(key: string): Pose {
  let hash = 0;
  for (const char of key) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return { pan: hash % 360, tilt: 4, zoom: 1, focus: 0 };
}
