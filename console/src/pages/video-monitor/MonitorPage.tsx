import { Button, Card, Space, Typography } from '@arco-design/web-react';
import { MONITOR_DEVICE_RESOURCE, type VideoDevice, WIDGET_CALLS } from '@site/shared-schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { fetchData } from '../../api/http';
import type { Row } from '../../api/resource-calls';
import { session } from '../../app/store/session';
import type { ListHandle } from '../../resource/ResourcePage';
import { ResourcePage } from '../../resource/ResourcePage';
import { RowButton } from '../../resource/RowButton';
import { ChannelDrawer } from './ChannelDrawer';
import { LiveWall } from './LiveWall';
import './monitor.css';

/** The wall's cells at most: the VideoMonitor widget's 4-cell layout. */
const WALL_CELLS = 4;

/** The project's cameras, each with its first channel (the walls' siteMonitorDevice/list). */
const listCameras = (projectId: string) =>
  fetchData<VideoDevice[]>(WIDGET_CALLS.videoDevices.path, { businessId: projectId, pageSize: WALL_CELLS });

/**
 * /video-monitor/monitor (seed 000 §2, 001 §7): the project's video devices (add, edit, delete, export)
 * with their channels, and a live wall of the player's VideoMonitor widget. The wall opens on the first
 * cameras of the project and plays whatever channels are chosen; a click on a cell opens the camera console.
 */
export default function MonitorPage() {
  const { t } = useTranslation();
  const projectId = session.use((state) => state.projectItem?.projectId) ?? '';
  const [chosen, setChosen] = useState<VideoDevice[] | null>(null);
  const [opened, setOpened] = useState<{ device: Row; list: ListHandle } | null>(null);
  const { data: cameras } = useSWR(projectId ? ['monitor-cameras', projectId] : null, () =>
    listCameras(projectId),
  );
  const playing = (chosen ?? cameras ?? []).filter((device) => device.channelId).slice(0, WALL_CELLS);

  return (
    <div className="monitor-page">
      <Card
        title={t('monitor.wall.title')}
        extra={
          chosen ? (
            <Button size="small" onClick={() => setChosen(null)} data-testid="monitor-wall-reset">
              {t('monitor.wall.reset')}
            </Button>
          ) : null
        }
      >
        {projectId ? <LiveWall projectId={projectId} devices={playing} /> : null}
        <Typography.Text type="secondary">{t('monitor.wall.hint')}</Typography.Text>
      </Card>
      <ResourcePage
        resource={MONITOR_DEVICE_RESOURCE}
        rowActions={(device, list) => (
          <Space>
            <RowButton
              onClick={() => setOpened({ device, list })}
              data-testid={`monitor-channels-${String(device.deviceId)}`}
            >
              {t('monitor.channel.manage')}
            </RowButton>
          </Space>
        )}
      />
      {opened ? (
        <ChannelDrawer
          projectId={projectId}
          device={{ deviceId: String(opened.device.deviceId), deviceName: String(opened.device.deviceName) }}
          onPlay={(channels) => setChosen(channels.slice(0, WALL_CELLS))}
          onChanged={() => void opened.list.reload()}
          onClose={() => setOpened(null)}
        />
      ) : null}
    </div>
  );
}
