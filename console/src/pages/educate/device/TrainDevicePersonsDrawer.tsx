import { Button, Drawer, Input, Message, Select, Space, Table, Typography } from '@arco-design/web-react';
import {
  TRAIN_SYNC_STATUSES,
  type TrainDevicePersonRow,
  type TrainDeviceRow,
  type TrainSyncScope,
  type TrainSyncStatus,
} from '@site/shared-schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { usePaging } from '../../../app/use-paging';
import { TrainSyncTag } from './TrainSyncTag';
import { listTrainDevicePersons, SYNC_POLL_MS } from './train-device-calls';

/**
 * The people on the job with the state of their face on a training device, filtered by state and name.
 * Ticked people (across pages) are sent with "sync chosen"; "sync everyone" and "retry failed" send the
 * others. While the device works, the list reads again every second, so each answer shows as it comes.
 */
export function TrainDevicePersonsDrawer({
  projectId,
  device,
  onSync,
  onClose,
}: {
  projectId: string;
  device: TrainDeviceRow;
  onSync(scope: TrainSyncScope, personIdList?: string[]): Promise<boolean>;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const [syncStatus, setSyncStatus] = useState<TrainSyncStatus | ''>('');
  const [typed, setTyped] = useState('');
  const [personName, setPersonName] = useState('');
  const [picked, setPicked] = useState<string[]>([]);
  const { page, toFirstPage, pagination } = usePaging();
  const query = { projectId, deviceId: device.deviceId, syncStatus, personName, ...page };
  const { data, isLoading, mutate } = useSWR(
    ['train-device-persons', query],
    () => listTrainDevicePersons(query),
    {
      refreshInterval: (latest) =>
        latest?.records.some((row) => row.syncStatus === 'SYNCING') ? SYNC_POLL_MS : 0,
    },
  );

  const sync = async (scope: TrainSyncScope) => {
    if (scope === 'CHOSEN' && !picked.length) {
      Message.warning(t('educate.device.chooseFirst'));
      return;
    }
    if (await onSync(scope, scope === 'CHOSEN' ? picked : undefined)) {
      setPicked([]);
      await mutate();
    }
  };

  return (
    <Drawer
      visible
      width={800}
      title={t('educate.device.personsTitle', { name: device.deviceName })}
      onCancel={onClose}
      footer={null}
      data-testid="train-device-persons-drawer"
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <Select
          value={syncStatus}
          onChange={(value: TrainSyncStatus | '') => {
            setSyncStatus(value);
            toFirstPage();
          }}
          style={{ width: 150 }}
          data-testid="train-device-persons-status"
        >
          <Select.Option value="">{t('educate.device.allStatuses')}</Select.Option>
          {TRAIN_SYNC_STATUSES.map(({ value }) => (
            <Select.Option key={value} value={value}>
              {t(`educate.device.statuses.${value}`)}
            </Select.Option>
          ))}
        </Select>
        <Input.Search
          value={typed}
          onChange={setTyped}
          onSearch={() => {
            setPersonName(typed.trim());
            toFirstPage();
          }}
          placeholder={t('educate.device.person.personName')}
          allowClear
          style={{ width: 200 }}
          data-testid="train-device-persons-search"
        />
        <Button type="primary" onClick={() => void sync('CHOSEN')} data-testid="train-sync-chosen">
          {t('educate.device.syncChosen')}
        </Button>
        <Button onClick={() => void sync('ALL')} data-testid="train-sync-all-in-drawer">
          {t('educate.device.syncAll')}
        </Button>
        <Button onClick={() => void sync('FAILED')} data-testid="train-sync-failed">
          {t('educate.device.retryFailed')}
        </Button>
        <Typography.Text type="secondary">
          {t('educate.device.picked', { count: picked.length })}
        </Typography.Text>
      </Space>
      <Table<TrainDevicePersonRow>
        rowKey="personId"
        size="small"
        loading={isLoading}
        data={data?.records ?? []}
        pagination={pagination(data?.total ?? 0)}
        noDataElement={t('educate.device.empty')}
        rowSelection={{
          type: 'checkbox',
          checkCrossPage: true,
          selectedRowKeys: picked,
          onChange: (keys) => setPicked(keys.map(String)),
        }}
        columns={[
          { title: t('educate.device.person.personName'), dataIndex: 'personName' },
          { title: t('educate.device.person.teamName'), dataIndex: 'teamName' },
          {
            title: t('educate.device.person.syncStatus'),
            dataIndex: 'syncStatus',
            render: (status: TrainSyncStatus) => <TrainSyncTag status={status} />,
          },
          { title: t('educate.device.person.reason'), dataIndex: 'reason' },
          { title: t('educate.device.person.updateTime'), dataIndex: 'updateTime' },
        ]}
        data-testid="train-device-persons-table"
      />
    </Drawer>
  );
}
