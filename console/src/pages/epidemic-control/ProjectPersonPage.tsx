import { EPP_PERSON_RESOURCE } from '@site/shared-schema';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourcePage } from '../../resource/ResourcePage';
import { healthColumns } from './health-columns';

/** project-person (cSiteEppPerson): the people on the job, each with his latest temperature (of his passages), his latest health code and the nucleic test it carried; filtered by code and test result, exported as a task. */
export default function ProjectPersonPage() {
  const { t } = useTranslation();
  const columns = useMemo(() => healthColumns(EPP_PERSON_RESOURCE.name, t), [t]);
  return <ResourcePage resource={EPP_PERSON_RESOURCE} columns={columns} />;
}
