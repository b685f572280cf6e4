import { API, CAMERA_DIRECTIONS, type CameraControlForm, type CameraPose } from '@site/shared-schema';
import { describe, expect, it } from 'vitest';
import { CameraController, type ControlSender } from './controller';

const TARGET = { deviceId: 'ipc-1', channelId: '', businessId: '1' };

function fakeCamera() {
  const sent: { path: string; form: CameraControlForm }[] = [];
  let mirrored = false;
  const send: ControlSender = async (path, form) => {
    sent.push({ path, form });
    if (form.control_type === 3) mirrored = !mirrored;
    return { mirrored } as CameraPose;
  };
  return { sent, send };
}

describe('camera console commands', () => {
  it('moves with control_type 1 on channel 1 at speed 1, and a second command stops the move', async () => {
    const camera = fakeCamera();
    const controller = new CameraController(camera.send, TARGET);
    await controller.press(CAMERA_DIRECTIONS.right);
    expect(controller.moving.value).toBe(CAMERA_DIRECTIONS.right);
    await controller.press(CAMERA_DIRECTIONS.up);
    expect(controller.moving.value).toBeNull();
    expect(camera.sent).toEqual([
      {
        path: API.cameraStartControl,
        form: {
          eq_id: 'ipc-1',
          deviceId: 'ipc-1',
          channelId: '1',
          businessId: '1',
          speed: 1,
          command: 0,
          control_type: 1,
          direction: 3,
        },
      },
      { path: API.cameraStopControl, form: expect.objectContaining({ control_type: 2, deviceId: 'ipc-1' }) },
    ]);
  });

  it('stops a quick second press even before the first answer, keeping the order', async () => {
    const camera = fakeCamera();
    const controller = new CameraController(camera.send, TARGET);
    const first = controller.press(CAMERA_DIRECTIONS.zoomIn);
    const second = controller.press(CAMERA_DIRECTIONS.zoomIn);
    await Promise.all([first, second]);
    expect(camera.sent.map(({ form }) => form.control_type)).toEqual([1, 2]);
    expect(camera.sent[0].form.direction).toBe(8);
  });

  it('flips with control_type 3 and command 1, showing the mirror state the server answers', async () => {
    const camera = fakeCamera();
    const controller = new CameraController(camera.send, TARGET);
    await controller.flip();
    expect(camera.sent[0].form).toMatchObject({ control_type: 3, command: 1 });
    expect(controller.mirrored.value).toBe(true);
  });

  it('stops a running move when closed, and sends nothing when still', async () => {
    const still = fakeCamera();
    await new CameraController(still.send, TARGET).close();
    expect(still.sent).toEqual([]);
    const camera = fakeCamera();
    const controller = new CameraController(camera.send, TARGET);
    await controller.press(CAMERA_DIRECTIONS.lowerLeft);
    await controller.close();
    expect(camera.sent.map(({ path }) => path)).toEqual([API.cameraStartControl, API.cameraStopControl]);
  });

  it('shows a refused command and forgets the move', async () => {
    const controller = new CameraController(async () => {
      throw new Error('无权访问该资源');
    }, TARGET);
    await controller.press(CAMERA_DIRECTIONS.left);
    expect(controller.moving.value).toBeNull();
    expect(controller.error.value).toBe('无权访问该资源');
  });
});
