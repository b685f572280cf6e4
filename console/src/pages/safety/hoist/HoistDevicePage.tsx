import { Button, Card, Drawer, Space, Table, Tag } from '@arco-design/web-react';
import type { HoistKind } from '@site/shared-schema';
import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { session } from '../../../app/store/session';
import { usePaging } from '../../../app/use-paging';
import { DeviceDrivers } from './DeviceDrivers';
import { hoistCalls } from './hoist-calls';
import { HOIST_KINDS, type HoistRow } from './hoist-kinds';

/** The list refreshes as the walls' device lists do: the simulator moves online and alarm states. */
const LIST_REFRESH_MS = 10_000;

export interface LiveViewProps {
  projectId: string;
  id: string;
}

/**
 * The device page of tower cranes and lifts (/safety-construction/{tower-crane,lift}/device): the
 * project's devices with their online and alarm states and drivers, today's alarm and error counts, whom to call,
 * and a device's live view (the kind's own drawing) in a drawer.
 */
export function HoistDevicePage({
  kind,
  LiveView,
}: {
  kind: HoistKind;
  LiveView: ComponentType<LiveViewProps>;
}) {
  const { t } = useTranslation();
  const projectId = session.use((state) => state.projectItem?.projectId) ?? '';
  const { page, pagination } = usePaging();
  const [live, setLive] = useState<HoistRow>();
  const { data, isLoading } = useSWR(
    projectId ? ['hoist-devices', kind, projectId, page.pageNumber, page.pageSize] : null,
    () => HOIST_KINDS[kind].page({ projectId, ...page }),
    { refreshInterval: LIST_REFRESH_MS },
  );
  const { data: counts } = useSWR(projectId ? ['hoist-alarm-errors', kind, projectId] : null, () =>
    hoistCalls.alarmErrors(kind, projectId),
  );
  const { data: manager } = useSWR(projectId ? ['hoist-manager', kind, projectId] : null, () =>
    hoistCalls.managerPhone(kind, projectId),
  );

  const columns = [
    { title: t(`hoist.${kind}.name`), dataIndex: 'name' },
    {
      title: t('hoist.columns.status'),
      render: (_: unknown, row: HoistRow) => (
        <Tag color={row.online ? 'green' : 'gray'}>{t(row.online ? 'hoist.online' : 'hoist.offline')}</Tag>
      ),
    },
    {
      title: t('hoist.columns.alarm'),
      render: (_: unknown, row: HoistRow) => (
        <Tag color={row.alarm ? 'red' : 'green'} data-testid={`hoist-alarm-${row.id}`}>
          {t(row.alarm ? 'hoist.inAlarm' : 'hoist.normal')}
        </Tag>
      ),
    },
    {
      title: t('hoistPeople.drivers'),
      render: (_: unknown, row: HoistRow) => <DeviceDrivers kind={kind} projectId={projectId} id={row.id} />,
    },
    {
      title: t('hoist.columns.actions'),
      render: (_: unknown, row: HoistRow) => (
        <Button type="text" size="mini" data-testid={`hoist-live-${row.id}`} onClick={() => setLive(row)}>
          {t('hoist.liveView')}
        </Button>
      ),
    },
  ];

  return (
    <Card data-testid={`hoist-devices-${kind}`}>
      <Space size="large" style={{ marginBottom: 16 }} wrap>
        <span data-testid="hoist-counts">
          {t('hoist.today', {
            alarms: counts?.alarmSumCount ?? 0,
            alarmDevices: counts?.alarmDeviceCount ?? 0,
            errors: counts?.errorSumCount ?? 0,
            errorDevices: counts?.errorDeviceCount ?? 0,
          })}
        </span>
        {manager?.managerPhone && (
          <span data-testid="hoist-manager">
            {t('hoist.manager', { name: manager.managerName, phone: manager.managerPhone })}
          </span>
        )}
      </Space>
      <Table
        rowKey="id"
        loading={isLoading}
        columns={columns}
        data={data?.records ?? []}
        pagination={pagination(data?.total ?? 0)}
      />
      <Drawer
        width={560}
        title={live && t('hoist.liveTitle', { name: live.name })}
        visible={live !== undefined}
        footer={null}
        onCancel={() => setLive(undefined)}
        maskClosable
        unmountOnExit
      >
        {live && <LiveView projectId={projectId} id={live.id} />}
      </Drawer>
    </Card>
  );
}
