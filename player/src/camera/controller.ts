import { signal } from '@preact/signals';
import {
  API,
  CAMERA_CONTROL_TYPE,
  CAMERA_DEFAULT_CHANNEL,
  CAMERA_DEFAULT_SPEED,
  type CameraControlForm,
  type CameraPose,
} from '@site/shared-schema';

/** Sends one camera control form to startControl or stopControl and answers the camera's pose. */
export type ControlSender = (path: string, form: CameraControlForm) => Promise<CameraPose>;

export interface CameraTarget {
  deviceId: string;
  /** Empty means the default channel 1. */
  channelId: string;
  /** The project (the form's businessId). */
  businessId: string;
}

/**
 * The console's camera commands (seed 001 §4): a command starts a move (control_type 1) that runs until
 * stopped, and a second command while one runs stops it (control_type 2); mirror flip is control_type 3
 * with command 1. Commands go out one after another, in the order pressed.
 */
export class CameraController {
  /** The running move's direction, or null; set at the press, so a quick second press stops it. */
  readonly moving = signal<number | null>(null);
  readonly mirrored = signal(false);
  readonly error = signal<string | null>(null);
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly send: ControlSender,
    private readonly target: CameraTarget,
    readonly speed = CAMERA_DEFAULT_SPEED,
  ) {}

  private form(
    fields: Pick<CameraControlForm, 'control_type'> & Partial<CameraControlForm>,
  ): CameraControlForm {
    return {
      eq_id: this.target.deviceId,
      deviceId: this.target.deviceId,
      channelId: this.target.channelId || String(CAMERA_DEFAULT_CHANNEL),
      businessId: this.target.businessId,
      speed: this.speed,
      command: 0,
      ...fields,
    };
  }

  private run(path: string, form: CameraControlForm): Promise<void> {
    const sent = this.queue.then(async () => {
      try {
        const pose = await this.send(path, form);
        this.error.value = null;
        this.mirrored.value = Boolean(pose?.mirrored);
      } catch (error) {
        this.moving.value = null;
        this.error.value = error instanceof Error ? error.message : String(error);
      }
    });
    this.queue = sent;
    return sent;
  }

  /** A direction, zoom or focus command: starts the move, or stops the one running. */
  press(direction: number): Promise<void> {
    if (this.moving.value !== null) return this.stop();
    this.moving.value = direction;
    return this.run(API.cameraStartControl, this.form({ control_type: CAMERA_CONTROL_TYPE.move, direction }));
  }

  stop(): Promise<void> {
    this.moving.value = null;
    return this.run(API.cameraStopControl, this.form({ control_type: CAMERA_CONTROL_TYPE.stop }));
  }

  flip(): Promise<void> {
    return this.run(
      API.cameraStartControl,
      this.form({ control_type: CAMERA_CONTROL_TYPE.flip, command: 1 }),
    );
  }

  /** Closing the console stops a running move; answers once every command has gone out. */
  close(): Promise<void> {
    return this.moving.value === null ? this.queue.then(() => {}) : this.stop();
  }
}
