import { Message } from '@arco-design/web-react';
import {
  TRAIN_DEVICE_RESOURCE,
  TRAIN_SYNC_STATUSES,
  type TrainDeviceRow,
  type TrainSyncScope,
} from '@site/shared-schema';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Row } from '../../api/resource-calls';
import { session } from '../../app/store/session';
import { ResourcePage } from '../../resource/ResourcePage';
import { RowButton } from '../../resource/RowButton';
import { SyncPersonsDrawer } from '../../resource/SyncPersonsDrawer';
import { useReloadList } from '../../resource/use-reload-list';
import { LastSeen, OnlineTag } from '../real-name/face-device/LiveStatus';
import { SyncCounts } from './device/SyncCounts';
import { TrainSyncTag } from './device/TrainSyncTag';
import { listTrainDevicePersons, SYNC_POLL_MS, syncTrainDevice } from './device/train-device-calls';

const asDevice = (row: Row) => row as unknown as TrainDeviceRow;

/**
 * educate-device (seed 000 §2 siteTrainDevice): the project's training devices on the resource block,
 * their online state live from deviceStatus pushes, and the sync of the people's faces to each
 * (siteTrainDevicePersonSyn): everyone, or the people chosen in the device's drawer. While a device works,
 * the list reads again every second, so its counts move as it answers.
 */
export default function EducateDevicePage() {
  const { t } = useTranslation();
  const projectId = session.use((state) => state.projectItem?.projectId) ?? '';
  const [drawer, setDrawer] = useState<TrainDeviceRow>();
  const [working, setWorking] = useState<ReadonlySet<string>>(new Set());

  const reloadList = useReloadList(TRAIN_DEVICE_RESOURCE.name);
  const onWorking = useCallback((deviceId: string, busy: boolean) => {
    setWorking((before) => {
      if (before.has(deviceId) === busy) return before;
      const after = new Set(before);
      if (busy) after.add(deviceId);
      else after.delete(deviceId);
      return after;
    });
  }, []);
  useEffect(() => {
    if (working.size === 0) return;
    const timer = setInterval(() => void reloadList(), SYNC_POLL_MS);
    return () => clearInterval(timer);
  }, [working, reloadList]);

  const startSync = async (device: TrainDeviceRow, scope: TrainSyncScope, personIdList?: string[]) => {
    try {
      const { total } = await syncTrainDevice(projectId, device.deviceId, scope, personIdList);
      Message.success(t('educate.device.started', { name: device.deviceName, count: total }));
      void reloadList();
      return true;
    } catch {
      // The server's refusal (offline, busy, nobody to send) is toasted by the client.
      return false;
    }
  };

  const columns = useMemo(
    () => ({
      deviceStatus: { render: (_value: unknown, row: Row) => <OnlineTag row={asDevice(row)} /> },
      lastOnlineTime: { render: (_value: unknown, row: Row) => <LastSeen row={asDevice(row)} /> },
      syncedCount: {
        title: t('educate.device.counts.title'),
        render: (_value: unknown, row: Row) => <SyncCounts row={asDevice(row)} onWorking={onWorking} />,
      },
    }),
    [t, onWorking],
  );

  return (
    <>
      <ResourcePage
        resource={TRAIN_DEVICE_RESOURCE}
        columns={columns}
        rowActions={(row) => (
          <>
            <RowButton
              onClick={() => setDrawer(asDevice(row))}
              data-testid={`train-device-persons-${String(row.deviceId)}`}
            >
              {t('educate.device.persons')}
            </RowButton>
            <RowButton
              onClick={() => void startSync(asDevice(row), 'ALL')}
              data-testid={`train-device-sync-all-${String(row.deviceId)}`}
            >
              {t('educate.device.sync.syncAll')}
            </RowButton>
          </>
        )}
      />
      {drawer && (
        <SyncPersonsDrawer
          id="train-device"
          projectId={projectId}
          device={drawer}
          list={listTrainDevicePersons}
          statuses={TRAIN_SYNC_STATUSES}
          renderStatus={(status) => <TrainSyncTag status={status} />}
          texts={{
            drawer: 'educate.device.sync',
            column: 'educate.device.person',
            status: 'educate.device.statuses',
          }}
          syncAll
          refreshInterval={(latest) =>
            latest?.records.some((row) => row.syncStatus === 'SYNCING') ? SYNC_POLL_MS : 0
          }
          onSync={(scope, personIdList) => startSync(drawer, scope, personIdList)}
          onClose={() => setDrawer(undefined)}
        />
      )}
    </>
  );
}
