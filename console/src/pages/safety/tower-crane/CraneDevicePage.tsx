import { HoistDevicePage } from '../hoist/HoistDevicePage';
import { CraneLiveView } from './CraneLiveView';

/** /safety-construction/tower-crane/device. */
export default function CraneDevicePage() {
  return <HoistDevicePage kind="crane" LiveView={CraneLiveView} />;
}
