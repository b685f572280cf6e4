import { Button, Popconfirm, Space, type TableColumnProps } from '@arco-design/web-react';
import type { AgreementScopeQuery, ZqxyEntryBase } from '@site/shared-schema';
import { useTranslation } from 'react-i18next';
import { entryColumns } from './entry-columns';
import { useExchange } from './use-exchange';
import { ZqxyList } from './ZqxyList';

/** What a list of local data exchanged with the platform declares: its calls and how a row is named. */
export interface ExchangeList<Row extends ZqxyEntryBase> {
  /** Names the list in test ids (`zqxy-${name}-pull`, ...). */
  name: string;
  page: string;
  /** The pull call and its button's text key. */
  pull: { path: string; labelKey: string };
  /** The upload call and the body naming the rows it uploads (none: all of them). */
  upload: { path: string; bodyOf: (ids: string[]) => Record<string, unknown> };
  /** The exit call and its body for one row. */
  exit: { path: string; bodyOf: (id: string) => Record<string, unknown> };
  nameOf: (row: Row) => string;
  columns: (t: (key: string) => string) => TableColumnProps<Row>[];
}

/** A list of the project's data on the agreement's platform: pull, upload all or one, exit one. */
export function ExchangeTab<Row extends ZqxyEntryBase>({
  scope,
  list,
}: {
  scope: AgreementScopeQuery;
  list: ExchangeList<Row>;
}) {
  const { t } = useTranslation();
  const { running, run } = useExchange(scope);
  return (
    <ZqxyList<Row>
      name={list.name}
      path={list.page}
      scope={scope}
      rowKey="sourceId"
      columns={[...list.columns(t), ...entryColumns<Row>(t)]}
      toolbar={(refresh) => (
        <Space>
          <Button
            type="primary"
            loading={running === 'pull'}
            onClick={() => run('pull', list.pull.path, {}, refresh)}
            data-testid={`zqxy-${list.name}-pull`}
          >
            {t(list.pull.labelKey)}
          </Button>
          <Button
            loading={running === 'upload'}
            onClick={() => run('upload', list.upload.path, {}, refresh)}
            data-testid={`zqxy-${list.name}-upload-all`}
          >
            {t('zqxy.uploadAll')}
          </Button>
        </Space>
      )}
      actions={(row, refresh) => (
        <Space>
          <Button
            type="text"
            size="mini"
            loading={running === `upload-${row.sourceId}`}
            onClick={() =>
              run(`upload-${row.sourceId}`, list.upload.path, list.upload.bodyOf([row.sourceId]), refresh)
            }
            data-testid={`zqxy-${list.name}-upload`}
          >
            {t('zqxy.upload')}
          </Button>
          <Popconfirm
            title={t('zqxy.exitConfirm', { name: list.nameOf(row) })}
            onOk={() => run(`exit-${row.sourceId}`, list.exit.path, list.exit.bodyOf(row.sourceId), refresh)}
          >
            <Button type="text" size="mini" status="danger" disabled={row.exitStatus === 1}>
              {t('zqxy.exit')}
            </Button>
          </Popconfirm>
        </Space>
      )}
    />
  );
}
