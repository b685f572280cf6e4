import { Empty, Modal, Spin, Tabs } from '@arco-design/web-react';
import type { CompanyAgreementExtend, ProjectCompanyRow } from '@site/shared-schema';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { useDismissGuard } from '../../../resource/dismiss-guard';
import { dropFormDraft, formDraftKey, readFormDraft } from '../../../resource/form-draft';
import { queryCompanyExtends } from './contractor-calls';
import { EXTEND_DRAFT, ExtendForm, extendDraftId } from './ExtendForm';

/**
 * A company's agreement extension parameters: one tab per agreement of the project. Closing the dialog
 * sets aside the drafts of its tabs; Escape and × ask first while a tab holds something unsaved.
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
  const draftKey = (extend: CompanyAgreementExtend) => formDraftKey(EXTEND_DRAFT, extendDraftId(extend));
  // The agreements whose tab differs from what is saved.
  const edited = useRef(new Set<string>());
  const close = () => {
    for (const extend of data ?? []) dropFormDraft(draftKey(extend));
    onClose();
  };
  const dismissal = useDismissGuard(
    () => edited.current.size > 0 || (data ?? []).some((extend) => readFormDraft(draftKey(extend))),
    close,
  );
  return (
    <Modal
      visible
      title={t('contractorPage.extendTitle', { name: company.companyName })}
      footer={null}
      {...dismissal}
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
                  onEdited={(now) => {
                    if (now) edited.current.add(extend.agreementCode);
                    else edited.current.delete(extend.agreementCode);
                  }}
                />
              </Tabs.TabPane>
            ))}
          </Tabs>
        )}
      </Spin>
    </Modal>
  );
}
