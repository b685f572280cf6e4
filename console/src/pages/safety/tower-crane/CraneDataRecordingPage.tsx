import { DataRecordingPage } from '../hoist/DataRecordingPage';

/** /safety-construction/tower-crane/data-recording. */
export default function CraneDataRecordingPage() {
  return <DataRecordingPage kind="crane" />;
}
