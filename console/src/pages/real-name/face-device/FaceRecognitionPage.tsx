import { Message } from '@arco-design/web-react';
import type {
  DeviceConfigAction,
  DeviceConfigAnswer,
  DeviceSettingAnswer,
  DeviceStoreRequest,
  LocationSettingAnswer,
  ProtocolConfigAnswer,
  PullPersonsAnswer,
  RemoteOpenAnswer,
} from '@site/shared-realtime';
import {
  FACE_SYNC_STATUSES,
  type FaceDeviceRow,
  type HoistFaceDeviceResource,
  VERIFY_DEVICE_RESOURCE,
} from '@site/shared-schema';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Row } from '../../../api/resource-calls';
import { confirm } from '../../../app/dialogs/confirm';
import { session } from '../../../app/store/session';
import type { FormExtras } from '../../../resource/ResourceForm';
import { ResourcePage } from '../../../resource/ResourcePage';
import { SyncPersonsDrawer } from '../../../resource/SyncPersonsDrawer';
import { useReloadList } from '../../../resource/use-reload-list';
import { type DeviceAction, DeviceActions } from './DeviceActions';
import { listDevicePersons } from './device-calls';
import { LocationDialog, ProtocolDialog, SettingsDialog } from './device-dialogs';
import { failureText, withFeedback } from './feedback';
import { LastSeen, OnlineTag } from './LiveStatus';
import { SyncDialog } from './SyncDialog';
import { SyncStatusTag } from './SyncStatusTag';
import { SyncSummary } from './SyncSummary';
import { useDeviceCommand, useDeviceSyncs } from './use-device-commands';

const CONFIG_ACTIONS: Partial<Record<DeviceAction, DeviceConfigAction>> = {
  upgrade: 'UPGRADE',
  restore: 'RESTORE',
  clearLogs: 'CLEAR_LOGS',
};
type FormCommand = 'settings' | 'protocol' | 'location';
const CONFIRMED = new Set<DeviceAction>(['upgrade', 'restore', 'clearLogs', 'remoteOpen']);

const asDevice = (row: Row) => row as unknown as FaceDeviceRow;

/** The gates' face devices, or the devices in the cabs of cranes or lifts (safety/hoist-people). */
export type FaceDeviceResource = typeof VERIFY_DEVICE_RESOURCE | HoistFaceDeviceResource;

/**
 * face-recognition (seed 000 §2 device group, issue 12 §1): the project's face devices on the resource
 * block, their online state live from deviceStatus pushes, and each device's commands sent over the
 * realtime user queues with their progress and results shown as the device answers.
 */
export default function FaceRecognitionPage() {
  return <FaceDevicesPage resource={VERIFY_DEVICE_RESOURCE} />;
}

/** A list of face devices with their live state and commands; `extras` adds the resource's own controls. */
export function FaceDevicesPage({ resource, extras }: { resource: FaceDeviceResource; extras?: FormExtras }) {
  const { t } = useTranslation();
  const projectId = session.use((state) => state.projectItem?.projectId) ?? '';
  const { syncs, start } = useDeviceSyncs();
  const [drawer, setDrawer] = useState<FaceDeviceRow>();
  const [watching, setWatching] = useState<FaceDeviceRow>();
  const [form, setForm] = useState<{ command: FormCommand; device: FaceDeviceRow }>();
  const send = {
    config: useDeviceCommand<DeviceConfigAnswer>('deviceConfig'),
    settings: useDeviceCommand<DeviceSettingAnswer>('deviceSetting'),
    protocol: useDeviceCommand<ProtocolConfigAnswer>('protocolConfigSetting'),
    location: useDeviceCommand<LocationSettingAnswer>('locationCoordinateSetting'),
    remoteOpen: useDeviceCommand<RemoteOpenAnswer>('remoteOpen'),
    pullPersons: useDeviceCommand<PullPersonsAnswer>('getAllUserID'),
  };

  /** The list reads again (the counts, a new firmware version, the settings a dialog starts from). */
  const reloadList = useReloadList(resource.name);

  // A finished sync changes the device's counts.
  const finished = Object.values(syncs)
    .filter((sync) => sync.finished)
    .map((sync) => sync.commandId)
    .join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: reloads when a sync finishes, not on each render
  useEffect(() => {
    if (finished) void reloadList();
  }, [finished]);

  const startSync = async (
    device: FaceDeviceRow,
    scope: DeviceStoreRequest['scope'],
    personIds?: string[],
  ) => {
    try {
      await start({ projectId, deviceId: device.deviceId, scope, personIds });
      setWatching(device);
      return true;
    } catch (error) {
      Message.error(failureText(t, error));
      return false;
    }
  };

  const run = (device: FaceDeviceRow, action: DeviceAction) => {
    const request = { projectId, deviceId: device.deviceId };
    const configAction = CONFIG_ACTIONS[action];
    if (configAction) {
      void withFeedback(t, send.config({ ...request, action: configAction }), (answer) =>
        t(`faceDevice.done.${action}`, { version: answer.firmwareVersion }),
      ).then(reloadList);
      return;
    }
    switch (action) {
      case 'persons':
        setDrawer(device);
        return;
      case 'syncAll':
        void startSync(device, 'ALL');
        return;
      case 'syncFailed':
        void startSync(device, 'FAILED');
        return;
      case 'remoteOpen':
        void withFeedback(t, send.remoteOpen(request), (answer) =>
          t('faceDevice.done.remoteOpen', { time: answer.time }),
        );
        return;
      case 'pullPersons':
        void withFeedback(t, send.pullPersons(request), () => t('faceDevice.done.pullPersons'));
        return;
      default:
        setForm({ command: action as FormCommand, device });
    }
  };

  /** A command that changes the device or opens its gate is confirmed first. */
  const act = (device: FaceDeviceRow, action: DeviceAction) => {
    if (!CONFIRMED.has(action)) {
      run(device, action);
      return;
    }
    confirm({
      title: t(`faceDevice.actions.${action}`),
      content: t(`faceDevice.confirm.${action}`, { name: device.deviceName }),
      onOk: () => run(device, action),
    });
  };

  const columns = useMemo(
    () => ({
      deviceStatus: { render: (_value: unknown, row: Row) => <OnlineTag row={asDevice(row)} /> },
      lastOnlineTime: { render: (_value: unknown, row: Row) => <LastSeen row={asDevice(row)} /> },
      syncedCount: {
        title: t('faceDevice.summary.title'),
        render: (_value: unknown, row: Row) => (
          <SyncSummary row={asDevice(row)} sync={syncs[asDevice(row).deviceId]} />
        ),
      },
    }),
    [t, syncs],
  );

  /** Sends a form command; true once the device confirmed it. */
  const sendForm = async (command: FormCommand, device: FaceDeviceRow, values: Record<string, unknown>) => {
    const request = { projectId, deviceId: device.deviceId };
    const sending: Promise<unknown> =
      command === 'location'
        ? send.location({ ...request, ...values })
        : command === 'settings'
          ? send.settings({ ...request, settings: values })
          : send.protocol({ ...request, protocol: values });
    const answer = await withFeedback(t, sending, () => t(`faceDevice.done.${command}`));
    if (answer) void reloadList();
    return Boolean(answer);
  };

  const Dialog =
    form && { settings: SettingsDialog, protocol: ProtocolDialog, location: LocationDialog }[form.command];
  const watchedSync = watching && syncs[watching.deviceId];
  const drawerSync = drawer && syncs[drawer.deviceId];

  return (
    <>
      <ResourcePage
        resource={resource}
        form={extras}
        columns={columns}
        rowActions={(row) => (
          <DeviceActions row={asDevice(row)} onAction={(action) => act(asDevice(row), action)} />
        )}
      />
      {drawer && (
        <SyncPersonsDrawer
          id="device"
          projectId={projectId}
          device={drawer}
          list={(query) => listDevicePersons(resource.api.persons, query)}
          statuses={FACE_SYNC_STATUSES}
          renderStatus={(status) => <SyncStatusTag status={status} />}
          texts={{
            drawer: 'faceDevice.persons',
            column: 'faceDevice.person',
            status: 'faceDevice.syncStatuses',
          }}
          busy={Boolean(drawerSync && !drawerSync.finished)}
          answered={drawerSync?.done}
          onSync={(scope, personIds) => startSync(drawer, scope, personIds)}
          onClose={() => setDrawer(undefined)}
        />
      )}
      {watching && watchedSync && (
        <SyncDialog
          deviceName={watching.deviceName}
          sync={watchedSync}
          onClose={() => setWatching(undefined)}
        />
      )}
      {form && Dialog && (
        <Dialog
          device={form.device}
          send={(values) => sendForm(form.command, form.device, values)}
          onClose={() => setForm(undefined)}
        />
      )}
    </>
  );
}
