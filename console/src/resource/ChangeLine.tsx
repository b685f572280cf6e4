import { Typography } from '@arco-design/web-react';
import type { OperateLogRecord } from '@site/shared-schema';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * One field of an operation-log entry: before → after for an update, the value given by an add, the
 * value removed by a delete. The label's colon is the language's own (Chinese and Japanese full-width).
 */
export function ChangeLine({
  entry,
  label,
  before,
  after,
}: {
  entry: Pick<OperateLogRecord, 'before' | 'after'>;
  label: string;
  before: ReactNode;
  after: ReactNode;
}) {
  const { t } = useTranslation();
  const empty = <Typography.Text type="secondary">{t('resource.emptyValue')}</Typography.Text>;
  return (
    <div className="resource-history__change">
      {t('resource.changeLabel', { label })}
      {entry.before && entry.after ? (
        <>
          {before || empty} → {after || empty}
        </>
      ) : entry.after ? (
        after || empty
      ) : (
        <Typography.Text delete>{before || empty}</Typography.Text>
      )}
    </div>
  );
}
