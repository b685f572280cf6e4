import { Tag } from '@arco-design/web-react';
import type { TrainSyncStatus } from '@site/shared-schema';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<TrainSyncStatus, string> = {
  UNSYNCED: 'gray',
  SYNCING: 'arcoblue',
  SYNCED: 'green',
  FAILED: 'red',
};

/** A person's state on a training device. */
export function TrainSyncTag({ status }: { status: TrainSyncStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLOURS[status]} data-testid={`train-sync-${status}`}>
      {t(`educate.device.statuses.${status}`)}
    </Tag>
  );
}
