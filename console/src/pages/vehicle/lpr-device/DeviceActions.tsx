import { Dropdown, Menu } from '@arco-design/web-react';
import type { LprDeviceRow } from '@site/shared-schema';
import { useTranslation } from 'react-i18next';
import { RowButton } from '../../../resource/RowButton';

/** The camera's actions, in the order of the row's menu. */
export const LPR_ACTIONS = ['connection', 'refreshStatus', 'video', 'restart', 'cutOff', 'password'] as const;
export type LprAction = (typeof LPR_ACTIONS)[number];

export function DeviceActions({ row, onAction }: { row: LprDeviceRow; onAction(action: LprAction): void }) {
  const { t } = useTranslation();
  const menu = (
    <Menu onClickMenuItem={(key) => onAction(key as LprAction)}>
      {LPR_ACTIONS.map((action) => (
        <Menu.Item key={action} data-testid={`lpr-action-${action}`}>
          {t(`lprDevicePage.actions.${action}`)}
        </Menu.Item>
      ))}
    </Menu>
  );
  return (
    <Dropdown droplist={menu} trigger="click" position="br">
      <RowButton data-testid={`lpr-actions-${row.deviceId}`}>{t('lprDevicePage.actions.menu')}</RowButton>
    </Dropdown>
  );
}
