import { Empty, Modal, Spin, Tabs } from '@arco-design/web-react';
import type { ProjectCompanyRow } from '@site/shared-schema';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { dropFormDraft, formDraftKey } from '../../../resource/form-draft';
import { queryCompanyExtends } from './contractor-calls';
import { EXTEND_DRAFT, ExtendForm, extendDraftId } from './ExtendForm';

/**
 * A company's agreement extension parameters: one tab per agreement of the project. Closing the dialog
 * sets aside the drafts of its tabs.
 */
export function ExtendDialog({
  projectId,
  company,
  onClose,
}: {
  projectId: string;
  company: ProjectCompanyRow;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const { data, isLoading, mutate } = useSWR(['company-extends', projectId, company.companyId], () =>
    queryCompanyExtends(projectId, company.companyId),
  );
  const close = () => {
    for (const extend of data ?? []) dropFormDraft(formDraftKey(EXTEND_DRAFT, extendDraftId(extend)));
    onClose();
  };
  return (
    <Modal
      visible
      title={t('contractorPage.extendTitle', { name: company.companyName })}
      footer={null}
      onCancel={close}
      style={{ width: 640 }}
      data-testid="extend-dialog"
    >
      <Spin loading={isLoading} style={{ width: '100%' }}>
        {data && data.length === 0 && <Empty description={t('contractorPage.noAgreements')} />}
        {data && data.length > 0 && (
          <Tabs>
            {data.map((extend) => (
              <Tabs.TabPane key={extend.agreementCode} title={extend.agreementName}>
                <ExtendForm
                  projectId={projectId}
                  extend={extend}
                  onSaved={(all) => void mutate(all, { revalidate: false })}
                />
              </Tabs.TabPane>
            ))}
          </Tabs>
        )}
      </Spin>
    </Modal>
  );
}
