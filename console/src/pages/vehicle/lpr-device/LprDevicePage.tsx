import { Message } from '@arco-design/web-react';
import { LPR_DEVICE_RESOURCE, type LprDeviceRow, type LprPasswordForm } from '@site/shared-schema';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Row } from '../../../api/resource-calls';
import { confirm } from '../../../app/dialogs/confirm';
import { session } from '../../../app/store/session';
import { ResourcePage } from '../../../resource/ResourcePage';
import { useReloadList } from '../../../resource/use-reload-list';
import { DeviceActions, type LprAction } from './DeviceActions';
import { LastSeen, OnlineTag } from './LiveStatus';
import { changePassword, type StatusCommand, sendStatusCommand } from './lpr-device-calls';
import { PasswordDialog } from './PasswordDialog';
import { VideoDialog } from './VideoDialog';

const asDevice = (row: Row) => row as unknown as LprDeviceRow;

/** Commands that change what the camera does: asked for confirmation first. */
const CONFIRMED: readonly LprAction[] = ['restart', 'cutOff'];

/**
 * license-plate-recognition (seed 000 §2, seed 001 §7 siteLprDevice): the project's plate cameras on the
 * resource block, their online state live from deviceStatus pushes, and each camera's commands with a
 * message while the camera works on it and its answer (or its refusal, which the call's toast shows).
 */
export default function LprDevicePage() {
  const { t } = useTranslation();
  const projectId = session.use((state) => state.projectItem?.projectId) ?? '';
  const [dialog, setDialog] = useState<{ kind: 'video' | 'password'; device: LprDeviceRow }>();

  /** The list reads again: the state and last-seen time the camera answered. */
  const reloadList = useReloadList(LPR_DEVICE_RESOURCE.name);

  /** Shows the command on its way until the camera answers, then the answer in its place. */
  async function run(device: LprDeviceRow, command: StatusCommand) {
    const name = device.deviceName;
    const close = Message.loading({ content: t('lprDevicePage.sending', { name }), duration: 0 });
    try {
      const status = await sendStatusCommand(command, projectId, device.deviceId);
      close();
      Message.success({
        content: t(`lprDevicePage.done.${command}`, { name, time: status.lastOnlineTime }),
        duration: 3000,
      });
    } catch {
      // The call's error toast shows the camera's refusal.
      close();
    } finally {
      void reloadList();
    }
  }

  const act = (device: LprDeviceRow, action: LprAction) => {
    if (action === 'video' || action === 'password') {
      setDialog({ kind: action, device });
      return;
    }
    if (!CONFIRMED.includes(action)) {
      void run(device, action);
      return;
    }
    confirm({
      title: t(`lprDevicePage.actions.${action}`),
      content: t(`lprDevicePage.confirm.${action}`, { name: device.deviceName }),
      onOk: () => void run(device, action),
    });
  };

  const sendPassword = async (device: LprDeviceRow, form: LprPasswordForm) => {
    await changePassword(projectId, device.deviceId, form);
    Message.success(t('lprDevicePage.done.password', { name: device.deviceName }));
  };

  const columns = useMemo(
    () => ({
      deviceStatus: { render: (_value: unknown, row: Row) => <OnlineTag row={asDevice(row)} /> },
      lastOnlineTime: { render: (_value: unknown, row: Row) => <LastSeen row={asDevice(row)} /> },
    }),
    [],
  );

  return (
    <>
      <ResourcePage
        resource={LPR_DEVICE_RESOURCE}
        columns={columns}
        rowActions={(row) => (
          <DeviceActions row={asDevice(row)} onAction={(action) => act(asDevice(row), action)} />
        )}
      />
      {dialog?.kind === 'video' && (
        <VideoDialog projectId={projectId} device={dialog.device} onClose={() => setDialog(undefined)} />
      )}
      {dialog?.kind === 'password' && (
        <PasswordDialog
          device={dialog.device}
          send={(form) => sendPassword(dialog.device, form)}
          onClose={() => setDialog(undefined)}
        />
      )}
    </>
  );
}
