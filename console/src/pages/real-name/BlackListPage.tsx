import { BLACKLIST_RESOURCE } from '@site/shared-schema';
import { ResourcePage } from '../../resource/ResourcePage';

/**
 * black-list (seed 000 §2): people barred from the organisation's sites. The server refuses to add a
 * listed ID number as a person, with its message beside the ID number of the person form.
 */
export default function BlackListPage() {
  return <ResourcePage resource={BLACKLIST_RESOURCE} />;
}
