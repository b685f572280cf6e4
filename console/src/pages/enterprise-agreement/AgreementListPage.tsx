import { Button, Card, Empty, Table, Tag } from '@arco-design/web-react';
import type { AgreementItem } from '@site/shared-schema';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { queryExceptionList } from '../../api/agreement';
import { session } from '../../app/store/session';
import { AgreementView } from './AgreementView';
import './enterprise-agreement.css';

/** The search parameter holding the open agreement, so a reload or a shared link reopens it. */
const OPEN = 'agreement';

/**
 * /enterprise-agreement/agreement-list [zqxyManage]: the project's agreements with their open exception
 * counts; opening one shows its data on the government platform.
 */
export default function AgreementListPage() {
  const { t } = useTranslation();
  const projectId = session.use((state) => state.projectItem?.projectId);
  const agreements = session.use((state) => state.agreementList);
  const [search, setSearch] = useSearchParams();
  const { data: exceptions } = useSWR(projectId ? ['agreement-exceptions', projectId] : null, () =>
    queryExceptionList(projectId!),
  );
  const open = agreements.find((item) => item.agreementCode === search.get(OPEN));
  if (!projectId) return null;
  if (open) {
    return <AgreementView projectId={projectId} agreement={open} onBack={() => setSearch({})} />;
  }
  const exceptionsOf = (code: string) =>
    (exceptions ?? [])
      .filter((item) => item.agreementCode === code)
      .reduce((sum, item) => sum + item.exceptionRecordCount, 0);
  return (
    <Card data-testid="zqxy-agreement-list">
      <Table<AgreementItem>
        rowKey="agreementCode"
        data={agreements}
        pagination={false}
        noDataElement={<Empty description={t('zqxy.noAgreement')} />}
        columns={[
          { title: t('zqxy.fields.agreementName'), dataIndex: 'agreementName' },
          { title: t('zqxy.fields.agreementCode'), dataIndex: 'agreementCode' },
          {
            title: t('zqxy.fields.exceptionCount'),
            render: (_value, row) => {
              const count = exceptionsOf(row.agreementCode);
              return <Tag color={count > 0 ? 'red' : 'green'}>{count}</Tag>;
            },
          },
          {
            title: t('zqxy.actions'),
            render: (_value, row) => (
              <Button
                type="primary"
                size="small"
                onClick={() => setSearch({ [OPEN]: row.agreementCode })}
                data-testid={`zqxy-open-${row.agreementCode}`}
              >
                {t('zqxy.open')}
              </Button>
            ),
          },
        ]}
      />
    </Card>
  );
}
