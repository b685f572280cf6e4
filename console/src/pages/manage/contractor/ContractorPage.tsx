import { Button, Card, Message, Space, Table } from '@arco-design/web-react';
import type { ProjectCompanyRow } from '@site/shared-schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { ignoreNotified } from '../../../api/envelope';
import { confirm } from '../../../app/dialogs/confirm';
import { session } from '../../../app/store/session';
import { usePaging } from '../../../app/use-paging';
import { NameSearch } from '../../../resource/NameSearch';
import { AddCompanyDialog } from './AddCompanyDialog';
import { listProjectCompanies, removeProjectCompany } from './contractor-calls';
import { ExtendDialog } from './ExtendDialog';

/**
 * contractor (seed 000 §2): the project's participating companies in their roles, general contractor
 * first, with their teams and people; each company's agreement extension parameters in a dialog. A company
 * of the org's registry joins in a role; one without teams or people in the project can leave it.
 */
export default function ContractorPage() {
  const { t } = useTranslation();
  const projectId = session.use((state) => state.projectItem?.projectId) ?? '';
  const [companyName, setCompanyName] = useState('');
  const [opened, setOpened] = useState<ProjectCompanyRow>();
  const [adding, setAdding] = useState(false);
  const { page, searches, newSearch, pagination } = usePaging();
  const query = { projectId, companyName, ...page };
  const { data, isLoading, mutate } = useSWR(projectId ? ['project-companies', query, searches] : null, () =>
    listProjectCompanies(query),
  );
  const confirmRemove = (company: ProjectCompanyRow) =>
    confirm({
      title: t('resource.confirmTitle'),
      content: t('contractorPage.confirmRemove', { name: company.companyName }),
      onOk: () =>
        removeProjectCompany(projectId, company.companyId)
          .then((answer) => {
            Message.success(answer.message);
            return mutate();
          })
          .catch(ignoreNotified),
    });
  const search = (name: string) => {
    setCompanyName(name);
    newSearch();
  };

  return (
    <Card data-testid="contractor-page">
      <Space style={{ marginBottom: 16 }}>
        <NameSearch placeholder={t('contractorPage.searchName')} onSearch={search} testId="contractor" />
        <Button type="primary" onClick={() => setAdding(true)} data-testid="contractor-add">
          {t('contractorPage.add')}
        </Button>
      </Space>
      <Table<ProjectCompanyRow>
        rowKey="companyId"
        loading={isLoading}
        data={data?.records ?? []}
        pagination={pagination(data?.total ?? 0)}
        data-testid="contractor-table"
        columns={[
          { title: t('contractorPage.companyName'), dataIndex: 'companyName' },
          { title: t('contractorPage.companyType'), dataIndex: 'companyTypeName' },
          { title: t('contractorPage.creditCode'), dataIndex: 'creditCode' },
          { title: t('contractorPage.teamCount'), dataIndex: 'teamCount' },
          { title: t('contractorPage.onJobCount'), dataIndex: 'onJobCount' },
          { title: t('contractorPage.personCount'), dataIndex: 'personCount' },
          {
            title: t('contractorPage.actions'),
            render: (_: unknown, row) => (
              <Space size={0}>
                <Button
                  type="text"
                  size="small"
                  onClick={() => setOpened(row)}
                  data-testid={`contractor-extend-${row.companyId}`}
                >
                  {t('contractorPage.extend')}
                </Button>
                <Button
                  type="text"
                  size="small"
                  status="danger"
                  onClick={() => confirmRemove(row)}
                  data-testid={`contractor-remove-${row.companyId}`}
                >
                  {t('contractorPage.remove')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      {adding && (
        <AddCompanyDialog
          projectId={projectId}
          onAdded={() => {
            setAdding(false);
            void mutate();
          }}
          onClose={() => setAdding(false)}
        />
      )}
      {opened && <ExtendDialog projectId={projectId} company={opened} onClose={() => setOpened(undefined)} />}
    </Card>
  );
}
