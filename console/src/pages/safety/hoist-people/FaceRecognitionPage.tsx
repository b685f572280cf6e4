import { useMemo } from 'react';
import type { PageProps } from '../../../app/routing/route-types';
import { FaceDevicesPage } from '../../real-name/face-device/FaceRecognitionPage';
import { HOIST_KINDS } from '../hoist/hoist-kinds';
import { hoistDeviceControl } from './HoistDeviceSelect';
import { kindOfParams } from './kinds';

/**
 * The face devices (type 7) in the cabs of tower cranes or lifts (/safety-construction/{tower-crane,lift}/
 * face-recognition, by the route's bindingType): the face-recognition page's devices and commands, each
 * bound to the crane or lift chosen in its form; the people it holds are that device's drivers.
 */
export default function HoistFaceRecognitionPage({ params }: PageProps) {
  const kind = kindOfParams(params);
  const { faceDevices, deviceKey } = HOIST_KINDS[kind];
  const form = useMemo(() => ({ controls: { [deviceKey]: hoistDeviceControl(kind) } }), [kind, deviceKey]);
  return <FaceDevicesPage resource={faceDevices} extras={form} />;
}
