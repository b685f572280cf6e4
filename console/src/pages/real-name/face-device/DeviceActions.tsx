import { Dropdown, Menu } from '@arco-design/web-react';
import type { FaceDeviceRow } from '@site/shared-schema';
import { useTranslation } from 'react-i18next';
import { RowButton } from '../../../resource/RowButton';

/** The commands of a device, in the order of the row's menu; `-` separates groups. */
export const DEVICE_ACTIONS = [
  'persons',
  'syncAll',
  'syncFailed',
  '-',
  'remoteOpen',
  'pullPersons',
  '-',
  'settings',
  'protocol',
  'location',
  '-',
  'upgrade',
  'restore',
  'clearLogs',
] as const;
export type DeviceAction = Exclude<(typeof DEVICE_ACTIONS)[number], '-'>;

/** The row's command menu. */
export function DeviceActions({
  row,
  onAction,
}: {
  row: FaceDeviceRow;
  onAction(action: DeviceAction): void;
}) {
  const { t } = useTranslation();
  const menu = (
    <Menu onClickMenuItem={(key) => onAction(key as DeviceAction)}>
      {DEVICE_ACTIONS.map((action, index) =>
        action === '-' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: separators have no identity but their place
          <div key={`separator-${index}`} className="arco-dropdown-menu-separator" role="separator" />
        ) : (
          <Menu.Item key={action} data-testid={`device-action-${action}`}>
            {t(`faceDevice.actions.${action}`)}
          </Menu.Item>
        ),
      )}
    </Menu>
  );
  return (
    <Dropdown droplist={menu} trigger="click" position="br">
      <RowButton data-testid={`device-actions-${row.deviceId}`}>{t('faceDevice.actions.menu')}</RowButton>
    </Dropdown>
  );
}
