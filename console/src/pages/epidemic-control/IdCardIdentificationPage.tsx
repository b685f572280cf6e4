import { EPP_CERT_RECORD_RESOURCE } from '@site/shared-schema';
import { ResourcePage } from '../../resource/ResourcePage';

/**
 * id-card-identification (cSiteEppPersonRecordCertificateCard): the ID-card readers' passages — the card
 * read, the face compared with its photo — the same records as identify-record's, under this page's code.
 */
export default function IdCardIdentificationPage() {
  return <ResourcePage resource={EPP_CERT_RECORD_RESOURCE} />;
}
