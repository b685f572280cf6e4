import { Alert, Button, Card, Empty, Table } from '@arco-design/web-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { type ErrorLogEntry, errorLog } from './error-log-store';
import '../dev.css';

/**
 * /error-log (hidden, seed 000 §2 and §8): the unhandled errors of this tab, newest first, kept only
 * where config.json enables it (`errorLog: true`; docs/api-decisions.md "Hidden pages").
 */
export default function ErrorLogPage() {
  const { t } = useTranslation();
  const entries = useSyncExternalStore(errorLog.subscribe, errorLog.entries);
  const columns = [
    { title: t('dev.errorLog.time'), dataIndex: 'time', width: 180 },
    { title: t('dev.errorLog.message'), dataIndex: 'message', width: 260 },
    {
      title: t('dev.errorLog.stack'),
      dataIndex: 'stack',
      render: (stack: string) => <pre className="dev-stack">{stack}</pre>,
    },
    { title: t('dev.errorLog.url'), dataIndex: 'url', width: 240 },
  ];
  return (
    <Card
      title={t('dev.errorLog.title')}
      extra={
        errorLog.enabled() && (
          <Button onClick={errorLog.clear} disabled={entries.length === 0} data-testid="error-log-clear">
            {t('dev.errorLog.clear')}
          </Button>
        )
      }
      data-testid="error-log-page"
    >
      {errorLog.enabled() ? (
        <Table<ErrorLogEntry>
          rowKey="id"
          data={entries}
          columns={columns}
          pagination={{ pageSize: 20 }}
          noDataElement={<Empty description={t('dev.errorLog.empty')} />}
          data-testid="error-log-table"
        />
      ) : (
        <Alert type="info" content={t('dev.errorLog.disabled')} data-testid="error-log-disabled" />
      )}
    </Card>
  );
}
