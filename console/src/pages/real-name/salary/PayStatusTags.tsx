import { Tag, Tooltip } from '@arco-design/web-react';
import type { SettleStatus, UploadStatus } from '@site/shared-schema';
import { useTranslation } from 'react-i18next';
import { localiseSalaryMessage } from './pay-messages';

const SETTLE_COLOURS: Record<SettleStatus, string> = { UNSETTLED: 'orange', SETTLED: 'green' };
const UPLOAD_COLOURS: Record<UploadStatus, string> = {
  NOT_UPLOADED: 'gray',
  SUCCEEDED: 'green',
  FAILED: 'red',
};

export function SettleTag({ status, id }: { status: SettleStatus; id: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={SETTLE_COLOURS[status]} data-testid={`settle-status-${id}`}>
      {t(`personSalary.options.settleStatus.${status}`)}
    </Tag>
  );
}

/** The upload status; a failure shows the platform's reason on hover. */
export function UploadTag({ status, message, id }: { status: UploadStatus; message: string; id: string }) {
  const { t } = useTranslation();
  const tag = (
    <Tag color={UPLOAD_COLOURS[status]} data-testid={`upload-status-${id}`}>
      {t(`personSalary.options.uploadStatus.${status}`)}
    </Tag>
  );
  return status === 'FAILED' ? <Tooltip content={localiseSalaryMessage(message, t)}>{tag}</Tooltip> : tag;
}
