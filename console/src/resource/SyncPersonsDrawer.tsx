import { Button, Drawer, Input, Message, Select, Space, Table, Typography } from '@arco-design/web-react';
import type { PageResult } from '@site/shared-schema';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { usePaging } from '../app/use-paging';

/** One person meant for a device, with the state of his face on it. */
export interface SyncPersonRow {
  personId: string;
  personName: string;
  teamName?: string;
  syncStatus: string;
  reason?: string;
  updateTime?: string;
}

export interface SyncPersonsQuery {
  projectId: string;
  deviceId: string;
  syncStatus: string;
  personName: string;
  pageNumber: number;
  pageSize: number;
}

/** Whom a sync sends: everyone on the job, the ones that failed, or the ones ticked. */
export type SyncScope = 'ALL' | 'FAILED' | 'CHOSEN';

interface Props<Row extends SyncPersonRow> {
  /** Test ids start with it: `<id>-persons-drawer`, `<id>-sync-chosen`... */
  id: string;
  projectId: string;
  device: { deviceId: string; deviceName: string };
  list(query: SyncPersonsQuery): Promise<PageResult<Row>>;
  statuses: readonly { value: Row['syncStatus'] }[];
  renderStatus(status: Row['syncStatus']): ReactNode;
  /**
   * Where the texts are: `drawer` holds title, allStatuses, syncChosen, syncAll, retryFailed,
   * chooseFirst, picked and empty; `column` the column names; `status` the state names.
   */
  texts: { drawer: string; column: string; status: string };
  /** Offer "sync everyone" too. */
  syncAll?: boolean;
  /** A sync is running: the buttons wait for it. */
  busy?: boolean;
  /** Read again whenever it changes (the device answered someone). */
  answered?: number;
  /** Read again this often while the last page read says the device is still working, else never. */
  refreshInterval?(latest: PageResult<Row> | undefined): number;
  onSync(scope: SyncScope, personIds?: string[]): Promise<boolean>;
  onClose(): void;
}

/**
 * The people meant for a device with the state of their face on it, filtered by state and name. Ticked
 * people (across pages) are sent with "sync chosen"; "retry failed" (and "sync everyone" where offered)
 * send the others. The face-recognition and the training devices show their people with it.
 */
export function SyncPersonsDrawer<Row extends SyncPersonRow>({
  id,
  projectId,
  device,
  list,
  statuses,
  renderStatus,
  texts,
  syncAll = false,
  busy = false,
  answered = 0,
  refreshInterval,
  onSync,
  onClose,
}: Props<Row>) {
  const { t } = useTranslation();
  const [syncStatus, setSyncStatus] = useState('');
  const [typed, setTyped] = useState('');
  const [personName, setPersonName] = useState('');
  const [picked, setPicked] = useState<string[]>([]);
  const { page, searches, newSearch, pagination } = usePaging();
  const query = { projectId, deviceId: device.deviceId, syncStatus, personName, ...page };
  const { data, isLoading, mutate } = useSWR([id, 'sync-persons', query, searches], () => list(query), {
    refreshInterval,
  });

  useEffect(() => {
    if (answered > 0) void mutate();
  }, [answered, mutate]);

  const sync = async (scope: SyncScope) => {
    if (scope === 'CHOSEN' && !picked.length) {
      Message.warning(t(`${texts.drawer}.chooseFirst`));
      return;
    }
    if (await onSync(scope, scope === 'CHOSEN' ? picked : undefined)) {
      setPicked([]);
      await mutate();
    }
  };
  const column = (name: keyof SyncPersonRow) => t(`${texts.column}.${name}`);

  return (
    <Drawer
      visible
      width={780}
      title={t(`${texts.drawer}.title`, { name: device.deviceName })}
      onCancel={onClose}
      footer={null}
      data-testid={`${id}-persons-drawer`}
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <Select
          value={syncStatus}
          onChange={(value: string) => {
            setSyncStatus(value);
            newSearch();
          }}
          style={{ width: 150 }}
          data-testid={`${id}-persons-status`}
        >
          <Select.Option value="">{t(`${texts.drawer}.allStatuses`)}</Select.Option>
          {statuses.map(({ value }) => (
            <Select.Option key={value} value={value}>
              {t(`${texts.status}.${String(value)}`)}
            </Select.Option>
          ))}
        </Select>
        <Input.Search
          value={typed}
          onChange={setTyped}
          onSearch={() => {
            setPersonName(typed.trim());
            newSearch();
          }}
          placeholder={column('personName')}
          allowClear
          style={{ width: 200 }}
          data-testid={`${id}-persons-search`}
        />
        <Button
          type="primary"
          disabled={busy}
          onClick={() => void sync('CHOSEN')}
          data-testid={`${id}-sync-chosen`}
        >
          {t(`${texts.drawer}.syncChosen`)}
        </Button>
        {syncAll && (
          <Button disabled={busy} onClick={() => void sync('ALL')} data-testid={`${id}-sync-all`}>
            {t(`${texts.drawer}.syncAll`)}
          </Button>
        )}
        <Button disabled={busy} onClick={() => void sync('FAILED')} data-testid={`${id}-sync-failed`}>
          {t(`${texts.drawer}.retryFailed`)}
        </Button>
        <Typography.Text type="secondary">
          {t(`${texts.drawer}.picked`, { count: picked.length })}
        </Typography.Text>
      </Space>
      <Table<Row>
        rowKey="personId"
        size="small"
        loading={isLoading}
        data={data?.records ?? []}
        pagination={pagination(data?.total ?? 0)}
        noDataElement={t(`${texts.drawer}.empty`)}
        rowSelection={{
          type: 'checkbox',
          checkCrossPage: true,
          selectedRowKeys: picked,
          onChange: (keys) => setPicked(keys.map(String)),
        }}
        columns={[
          { title: column('personName'), dataIndex: 'personName' },
          { title: column('teamName'), dataIndex: 'teamName' },
          { title: column('syncStatus'), dataIndex: 'syncStatus', render: (status) => renderStatus(status) },
          { title: column('reason'), dataIndex: 'reason' },
          { title: column('updateTime'), dataIndex: 'updateTime' },
        ]}
        data-testid={`${id}-persons-table`}
      />
    </Drawer>
  );
}
