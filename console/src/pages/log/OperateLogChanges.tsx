import { Typography } from '@arco-design/web-react';
import type { OperateLogRecord } from '@site/shared-schema';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangeLine } from '../../resource/ChangeLine';
import { showValue } from '../../resource/columns';
import { changedFields } from '../../resource/history-changes';
import { stateChanges } from './entry-changes';
import { LOGGED_RESOURCES } from './logged-resources';

interface Change {
  key: string;
  label: string;
  before: ReactNode;
  after: ReactNode;
}

/** An entry's changed fields, before → after: a resource's by its declaration, a logged call's by key. */
export function OperateLogChanges({ entry }: { entry: OperateLogRecord }) {
  const { t } = useTranslation();
  const resource = LOGGED_RESOURCES[entry.module];
  const plain = (value: unknown): ReactNode => {
    if (typeof value === 'boolean') return value ? t('resource.yes') : t('resource.no');
    if (value === null || value === undefined) return '';
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
  };
  const changes: Change[] = resource
    ? changedFields(resource, entry).map((field) => ({
        key: field.key,
        label: t(`${resource.name}.fields.${field.key}`, { defaultValue: field.label }),
        before: entry.before && showValue(resource, field, entry.before, t),
        after: entry.after && showValue(resource, field, entry.after, t),
      }))
    : stateChanges(entry).map((change) => ({
        key: change.key,
        label: t(`operateLog.stateFields.${change.key}`, { defaultValue: change.key }),
        before: plain(change.before),
        after: plain(change.after),
      }));
  if (changes.length === 0) {
    return <Typography.Text type="secondary">{t('operateLog.noChanges')}</Typography.Text>;
  }
  return (
    <div data-testid="operate-log-changes">
      {changes.map((change) => (
        <ChangeLine
          key={change.key}
          entry={entry}
          label={change.label}
          before={change.before}
          after={change.after}
        />
      ))}
    </div>
  );
}
