import { Button, Drawer, Input, Message, Select, Space, Table, Typography } from '@arco-design/web-react';
import {
  FACE_SYNC_STATUSES,
  type FaceDevicePersonRow,
  type FaceDeviceRow,
  type FaceSyncStatus,
} from '@site/shared-schema';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { usePaging } from '../../../app/use-paging';
import { listDevicePersons } from './device-calls';
import { SyncStatusTag } from './SyncStatusTag';
import type { SyncProgress } from './sync-progress';

/**
 * The people meant for a device with the state of their face on it, filtered by state and name. Ticked
 * people (across pages) are synced with "sync chosen"; "retry failed" sends the failed ones again. The
 * list reads again as the device answers a running sync.
 */
export function DevicePersonsDrawer({
  personsPath,
  projectId,
  device,
  sync,
  onSync,
  onClose,
}: {
  /** The device resource's `persons` call. */
  personsPath: string;
  projectId: string;
  device: FaceDeviceRow;
  sync?: SyncProgress;
  onSync(scope: 'CHOSEN' | 'FAILED', personIds?: string[]): Promise<boolean>;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const [syncStatus, setSyncStatus] = useState<FaceSyncStatus | ''>('');
  const [typed, setTyped] = useState('');
  const [personName, setPersonName] = useState('');
  const [picked, setPicked] = useState<string[]>([]);
  const { page, toFirstPage, pagination } = usePaging();
  const query = { projectId, deviceId: device.deviceId, syncStatus, personName, ...page };
  const { data, isLoading, mutate } = useSWR(['face-device-persons', personsPath, query], () =>
    listDevicePersons(personsPath, query),
  );
  const running = Boolean(sync && !sync.finished);
  const done = sync?.done ?? 0;

  // Each answer of the device changes someone's state here.
  useEffect(() => {
    if (done > 0) void mutate();
  }, [done, mutate]);

  const syncChosen = async () => {
    if (!picked.length) {
      Message.warning(t('faceDevice.persons.chooseFirst'));
      return;
    }
    if (await onSync('CHOSEN', picked)) setPicked([]);
  };

  return (
    <Drawer
      visible
      width={760}
      title={t('faceDevice.persons.title', { name: device.deviceName })}
      onCancel={onClose}
      footer={null}
      data-testid="device-persons-drawer"
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <Select
          value={syncStatus}
          onChange={(value: FaceSyncStatus | '') => {
            setSyncStatus(value);
            toFirstPage();
          }}
          style={{ width: 150 }}
          data-testid="device-persons-status"
        >
          <Select.Option value="">{t('faceDevice.persons.allStatuses')}</Select.Option>
          {FACE_SYNC_STATUSES.map(({ value }) => (
            <Select.Option key={value} value={value}>
              {t(`faceDevice.syncStatuses.${value}`)}
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
          placeholder={t('faceDevice.person.personName')}
          allowClear
          style={{ width: 200 }}
          data-testid="device-persons-search"
        />
        <Button type="primary" disabled={running} onClick={syncChosen} data-testid="device-sync-chosen">
          {t('faceDevice.persons.syncChosen')}
        </Button>
        <Button disabled={running} onClick={() => void onSync('FAILED')} data-testid="device-sync-failed">
          {t('faceDevice.persons.retryFailed')}
        </Button>
        <Typography.Text type="secondary">
          {t('faceDevice.persons.picked', { count: picked.length })}
        </Typography.Text>
      </Space>
      <Table<FaceDevicePersonRow>
        rowKey="personId"
        size="small"
        loading={isLoading}
        data={data?.records ?? []}
        pagination={pagination(data?.total ?? 0)}
        noDataElement={t('faceDevice.persons.empty')}
        rowSelection={{
          type: 'checkbox',
          checkCrossPage: true,
          selectedRowKeys: picked,
          onChange: (keys) => setPicked(keys.map(String)),
        }}
        columns={[
          { title: t('faceDevice.person.personName'), dataIndex: 'personName' },
          { title: t('faceDevice.person.teamName'), dataIndex: 'teamName' },
          {
            title: t('faceDevice.person.syncStatus'),
            dataIndex: 'syncStatus',
            render: (status) => <SyncStatusTag status={status} />,
          },
          { title: t('faceDevice.person.reason'), dataIndex: 'reason' },
          { title: t('faceDevice.person.updateTime'), dataIndex: 'updateTime' },
        ]}
        data-testid="device-persons-table"
      />
    </Drawer>
  );
}
