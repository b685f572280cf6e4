import { Tag } from '@arco-design/web-react';
import type { FaceSyncStatus } from '@site/shared-schema';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<FaceSyncStatus, string> = { SYNCED: 'green', PENDING: 'orange', FAILED: 'red' };

/** A person's state on a device. */
export function SyncStatusTag({ status }: { status: FaceSyncStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLOURS[status]} data-testid={`sync-status-${status}`}>
      {t(`faceDevice.syncStatuses.${status}`)}
    </Tag>
  );
}
