import { type ExpiryStatus, PERSON_CONTRACT_RESOURCE } from '@site/shared-schema';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Row } from '../../api/resource-calls';
import type { CustomControlProps } from '../../resource/ResourceForm';
import { ResourcePage } from '../../resource/ResourcePage';
import { contractFormChecks } from './contract-checks';
import { ExpiryTag } from './ExpiryTag';
import { PersonPicker } from './PersonPicker';

const PERSON_REQUIRED = { personId: { required: true } };
const COLUMNS = {
  expiryStatus: {
    render: (_value: unknown, row: Row) => <ExpiryTag status={row.expiryStatus as ExpiryStatus} />,
  },
};

/**
 * work-contract (seed 000 §2 salary group): the labour contracts of the project's people, each with its
 * expiry status (the server's, from today) as a coloured tag and a filter; exported as
 * PERSON_CONTRACT_EXPORT tasks.
 */
export default function WorkContractPage() {
  const { t } = useTranslation();
  const form = useMemo(
    () => ({
      checks: contractFormChecks(t),
      controls: { personId: (props: CustomControlProps) => <PersonPicker {...props} /> },
    }),
    [t],
  );
  return (
    <ResourcePage
      resource={PERSON_CONTRACT_RESOURCE}
      form={form}
      overrides={PERSON_REQUIRED}
      columns={COLUMNS}
    />
  );
}
