import { Button, Message, Notification } from '@arco-design/web-react';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { exportLockedPersons } from '../../api/agreement';
import { ignoreNotified } from '../../api/envelope';

const LOCK_NOTICE_ID = 'agreement-lock';

function ExportButton({ projectId, label }: { projectId: string; label: string }) {
  const [exporting, setExporting] = useState(false);
  const run = () => {
    setExporting(true);
    exportLockedPersons(projectId)
      .then((message) => Message.success(message), ignoreNotified)
      .finally(() => setExporting(false));
  };
  return (
    <Button type="primary" size="small" loading={exporting} onClick={run} data-testid="agreement-lock-export">
      {label}
    </Button>
  );
}

/**
 * The lock notice (seed 000 §4, §9): it never closes by itself, and a repeated check replaces it. It
 * stays in the bottom corner, where it hides no tool of the top bar for as long as it stays.
 */
export function showLockNotice(projectId: string, msg: string, t: TFunction): void {
  Notification.warning({
    id: LOCK_NOTICE_ID,
    position: 'bottomRight',
    title: t('agreement.lockTitle'),
    content: <span data-testid="agreement-lock-notice">{msg}</span>,
    duration: 0,
    btn: <ExportButton projectId={projectId} label={t('agreement.exportTable')} />,
  });
}

export const hideLockNotice = () => Notification.remove(LOCK_NOTICE_ID);
