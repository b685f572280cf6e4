import { Space, Tag, Typography } from '@arco-design/web-react';
import type { HoistKind } from '@site/shared-schema';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { hoistCalls } from './hoist-calls';

const COLOURS = { EXPIRED: 'red', EXPIRING: 'orange', VALID: 'arcoblue' } as const;

/** Who drives a crane or lift (queryPersonByCrane), each tagged by his certificate's status. */
export function DeviceDrivers({ kind, projectId, id }: { kind: HoistKind; projectId: string; id: string }) {
  const { t } = useTranslation();
  const { data } = useSWR(['hoist-device-drivers', kind, projectId, id], () =>
    hoistCalls.drivers(kind, projectId, id),
  );
  if (!data) return null;
  if (data.length === 0)
    return <Typography.Text type="secondary">{t('hoistPeople.noDriver')}</Typography.Text>;
  return (
    <Space size={4} wrap data-testid={`hoist-drivers-${id}`}>
      {data.map((driver) => (
        <Tag key={driver.driverId} color={COLOURS[driver.expiryStatus]} title={driver.certificateNo}>
          {driver.personName}
        </Tag>
      ))}
    </Space>
  );
}
