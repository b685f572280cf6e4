import { DataRecordingPage } from '../hoist/DataRecordingPage';

/** /safety-construction/lift/data-recording. */
export default function LiftDataRecordingPage() {
  return <DataRecordingPage kind="lift" />;
}
