import { EPP_QR_CODE_RECORD_RESOURCE } from '@site/shared-schema';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourcePage } from '../../resource/ResourcePage';
import { healthColumns } from './health-columns';

/** health-code-identification (cSiteEppPersonRecordQrCode): the health codes scanned at the gates' readers, by colour and nucleic test; exported as a task. */
export default function HealthCodeIdentificationPage() {
  const { t } = useTranslation();
  const columns = useMemo(() => healthColumns(EPP_QR_CODE_RECORD_RESOURCE.name, t), [t]);
  return <ResourcePage resource={EPP_QR_CODE_RECORD_RESOURCE} columns={columns} />;
}
