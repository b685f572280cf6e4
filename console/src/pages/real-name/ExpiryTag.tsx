import { Tag } from '@arco-design/web-react';
import type { ExpiryStatus } from '@site/shared-schema';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<ExpiryStatus, string> = { EXPIRED: 'red', EXPIRING: 'orange', VALID: 'green' };

/** A contract's expiry status as the server computed it, coloured by urgency. */
export function ExpiryTag({ status }: { status: ExpiryStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLOURS[status]} data-testid={`expiry-${status}`}>
      {t(`personContract.options.expiryStatus.${status}`)}
    </Tag>
  );
}
