import { HoistDevicePage } from '../hoist/HoistDevicePage';
import { LiftLiveView } from './LiftLiveView';

/** /safety-construction/lift/device. */
export default function LiftDevicePage() {
  return <HoistDevicePage kind="lift" LiveView={LiftLiveView} />;
}
