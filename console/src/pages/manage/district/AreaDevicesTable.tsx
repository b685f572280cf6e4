import { Table, Tag } from '@arco-design/web-react';
import type { AreaDevice } from '@site/shared-schema';
import { useTranslation } from 'react-i18next';

/** The face devices of an area with their direction, state and last contact. */
export function AreaDevicesTable({ devices, loading }: { devices: AreaDevice[]; loading: boolean }) {
  const { t } = useTranslation();
  return (
    <Table<AreaDevice>
      rowKey="deviceId"
      size="small"
      loading={loading}
      data={devices}
      pagination={false}
      noDataElement={t('districtPage.noDevices')}
      data-testid="area-device-table"
      columns={[
        { title: t('verifyDevice.fields.deviceName'), dataIndex: 'deviceName' },
        { title: t('verifyDevice.fields.deviceSn'), dataIndex: 'deviceSn' },
        {
          title: t('verifyDevice.fields.direction'),
          dataIndex: 'direction',
          render: (value: string) => t(`verifyDevice.options.direction.${value}`),
        },
        {
          title: t('verifyDevice.fields.deviceStatus'),
          dataIndex: 'deviceStatus',
          render: (value: number) => (
            <Tag color={value === 1 ? 'green' : 'gray'}>
              {t(`verifyDevice.options.deviceStatus.${value}`)}
            </Tag>
          ),
        },
        { title: t('verifyDevice.fields.lastOnlineTime'), dataIndex: 'lastOnlineTime' },
      ]}
    />
  );
}
