import { Button, Message, Notification } from '@arco-design/web-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportLockedPersons } from '../../api/agreement';
import { ignoreNotified } from '../../api/envelope';

const LOCK_NOTICE_ID = 'agreement-lock';

// The notice's own texts follow the language as it switches: nothing is asked of the server again.
function LockTitle() {
  const { t } = useTranslation();
  return t('agreement.lockTitle');
}

function ExportButton({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const [exporting, setExporting] = useState(false);
  const run = () => {
    setExporting(true);
    exportLockedPersons(projectId)
      .then((message) => Message.success(message), ignoreNotified)
      .finally(() => setExporting(false));
  };
  return (
    <Button type="primary" size="small" loading={exporting} onClick={run} data-testid="agreement-lock-export">
      {t('agreement.exportTable')}
    </Button>
  );
}

/**
 * The lock notice (seed 000 §4, §9): it never closes by itself, and a repeated check replaces it. It
 * stays in the bottom corner, where it hides no tool of the top bar for as long as it stays.
 */
export function showLockNotice(projectId: string, msg: string): void {
  Notification.warning({
    id: LOCK_NOTICE_ID,
    position: 'bottomRight',
    title: <LockTitle />,
    content: <span data-testid="agreement-lock-notice">{msg}</span>,
    duration: 0,
    btn: <ExportButton projectId={projectId} />,
  });
}

export const hideLockNotice = () => Notification.remove(LOCK_NOTICE_ID);
