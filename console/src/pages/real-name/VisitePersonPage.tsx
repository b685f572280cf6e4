import { TEMPORARY_RESOURCE } from '@site/shared-schema';
import { ResourcePage } from '../../resource/ResourcePage';

/** visite-person (seed 000 §2): the register of visitors, with their review status and its trail in each record's history. */
export default function VisitePersonPage() {
  return <ResourcePage resource={TEMPORARY_RESOURCE} />;
}
