import { EPP_FACE_RECORD_RESOURCE } from '@site/shared-schema';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourcePage } from '../../resource/ResourcePage';
import { healthColumns } from './health-columns';

/** abnormal-people (cSiteEppPersonRecordFace): the entries and exits measured at 37.3 ℃ or more, with the nucleic test the person's code showed then; exported as a task. */
export default function AbnormalPeoplePage() {
  const { t } = useTranslation();
  const columns = useMemo(() => healthColumns(EPP_FACE_RECORD_RESOURCE.name, t), [t]);
  return <ResourcePage resource={EPP_FACE_RECORD_RESOURCE} columns={columns} />;
}
