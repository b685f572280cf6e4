import { Tag } from '@arco-design/web-react';
import type { AgreementSyncStatus } from '@site/shared-schema';
import { useTranslation } from 'react-i18next';

const COLOR: Record<AgreementSyncStatus, string> = { 0: 'gray', 1: 'green', 2: 'red' };

/** Where a row stands on the platform; a refusal shows the platform's reason on hover. */
export function SyncStatusTag({ status, message }: { status: AgreementSyncStatus; message?: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLOR[status]} title={status === 2 ? message : undefined}>
      {t(`zqxy.syncStatus.${status}`)}
    </Tag>
  );
}
