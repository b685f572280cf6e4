import { TRAIN_PERSON_RECORD_RESOURCE } from '@site/shared-schema';
import { ResourcePage } from '../../resource/ResourcePage';

/**
 * check-record (seed 000 §2 siteTrainPersonRecord): who checked in at which training on which training
 * device, with the captured face; searched by person, training, device and time, exported as shown
 * (TRAIN_PERSON_RECORD_EXPORT). The records are the devices' (the simulator's), so the list is read-only.
 */
export default function CheckRecordPage() {
  return <ResourcePage resource={TRAIN_PERSON_RECORD_RESOURCE} />;
}
