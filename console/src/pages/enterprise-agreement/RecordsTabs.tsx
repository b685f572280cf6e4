import {
  AGREEMENT_API,
  type AgreementScopeQuery,
  type ZqxyCert,
  type ZqxyContract,
} from '@site/shared-schema';
import { useTranslation } from 'react-i18next';
import { ZqxyList } from './ZqxyList';

/** The labour contracts of the project's people, with each person's code on the platform. */
export function ContractsTab({ scope }: { scope: AgreementScopeQuery }) {
  const { t } = useTranslation();
  return (
    <ZqxyList<ZqxyContract>
      name="contract"
      path={AGREEMENT_API.contractPage}
      scope={scope}
      rowKey="contractId"
      statusFilter={false}
      columns={[
        { title: t('zqxy.fields.personName'), dataIndex: 'personName' },
        { title: t('zqxy.fields.idcardNumber'), dataIndex: 'idcardNumber' },
        { title: t('zqxy.fields.contractNo'), dataIndex: 'contractNo' },
        { title: t('zqxy.fields.startDate'), dataIndex: 'startDate' },
        { title: t('zqxy.fields.endDate'), dataIndex: 'endDate' },
        { title: t('zqxy.fields.platformCode'), dataIndex: 'platformCode' },
      ]}
    />
  );
}

/** The certificates the platform answered with the last person pull. */
export function CertsTab({ scope }: { scope: AgreementScopeQuery }) {
  const { t } = useTranslation();
  return (
    <ZqxyList<ZqxyCert>
      name="cert"
      path={AGREEMENT_API.certPage}
      scope={scope}
      rowKey="sourceId"
      statusFilter={false}
      columns={[
        { title: t('zqxy.fields.personName'), dataIndex: 'personName' },
        { title: t('zqxy.fields.idcardNumber'), dataIndex: 'idcardNumber' },
        { title: t('zqxy.fields.workerTypeName'), dataIndex: 'workerTypeName' },
        { title: t('zqxy.fields.certName'), dataIndex: 'certName' },
        { title: t('zqxy.fields.certNo'), dataIndex: 'certNo' },
        { title: t('zqxy.fields.validDate'), dataIndex: 'validDate' },
      ]}
    />
  );
}
