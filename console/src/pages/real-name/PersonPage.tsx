import { PERSON_RESOURCE, PERSON_TYPES, type PersonType } from '@site/shared-schema';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { PageProps } from '../../app/routing/route-types';
import { session } from '../../app/store/session';
import { useAllowedActions } from '../../resource/permissions';
import { ResourcePage } from '../../resource/ResourcePage';
import { formFieldOverrides } from './form-field-config';
import { IDCARD_CONTROLS } from './IdcardUpload';
import { followIdcardNumber } from './idcard-fill';
import { PersonToolbar } from './PersonToolbar';
import { listFormFields } from './person-calls';
import { PERSON_FORM_CHECKS } from './person-checks';

const personTypeOf = (params: PageProps['params']): PersonType =>
  PERSON_TYPES.find((type) => type === params?.personType) ?? 'WORKER';

const FORM = { checks: PERSON_FORM_CHECKS, controls: IDCARD_CONTROLS, follow: followIdcardNumber };

/**
 * personnel-list, manager-list and other-personnel-list (seed 000 §2): the people of one type, by the
 * route's `personType`. The form follows the project's form-field config; the ID-card pictures fill it.
 */
export default function PersonPage({ params }: PageProps) {
  const { t } = useTranslation();
  const personType = personTypeOf(params);
  const projectId = session.use((state) => state.projectItem?.projectId);
  const allowed = useAllowedActions(PERSON_RESOURCE);
  const fixed = useMemo(() => ({ personType }), [personType]);
  const { data: config } = useSWR(projectId ? ['person-form-fields', projectId, personType] : null, () =>
    listFormFields(projectId!, personType),
  );
  const overrides = useMemo(() => formFieldOverrides(config ?? []), [config]);
  // A manager's work type is his post (managerType).
  const labels = useMemo(
    () => (personType === 'MANAGER' ? { workerTypeId: t('realName.post') } : undefined),
    [personType, t],
  );

  return (
    <ResourcePage
      key={personType}
      resource={PERSON_RESOURCE}
      fixed={fixed}
      labels={labels}
      overrides={overrides}
      form={FORM}
      selectable
      toolbar={(list) => (
        <PersonToolbar
          list={list}
          personType={personType}
          canUpdate={allowed.update}
          canRemove={allowed.remove}
        />
      )}
    />
  );
}
