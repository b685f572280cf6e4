import { Button, Drawer, Message, Popconfirm, Space, Table } from '@arco-design/web-react';
import type { VideoDevice } from '@site/shared-schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { ChannelNameDialog } from './ChannelNameDialog';
import { addChannel, listChannels, removeChannel, renameChannel } from './channel-calls';

interface Props {
  projectId: string;
  device: { deviceId: string; deviceName: string };
  /** Plays channels of the device on the page's wall. */
  onPlay(channels: VideoDevice[]): void;
  /** The device's channel count changed. */
  onChanged(): void;
  onClose(): void;
}

type Naming = { kind: 'add' } | { kind: 'rename'; channel: VideoDevice };

/** A device's channels: play one or all of them, add, rename and remove them. */
export function ChannelDrawer({ projectId, device, onPlay, onChanged, onClose }: Props) {
  const { t } = useTranslation();
  const [naming, setNaming] = useState<Naming | null>(null);
  const { data, isLoading, mutate } = useSWR(['monitor-channels', projectId, device.deviceId], () =>
    listChannels(projectId, device.deviceId),
  );
  const channels = data ?? [];
  const changed = async () => {
    await mutate();
    onChanged();
  };
  const save = async (name: string) => {
    if (naming?.kind === 'rename') {
      await renameChannel(projectId, device.deviceId, Number(naming.channel.channelId), name);
    } else {
      await addChannel(projectId, device.deviceId, name);
    }
    Message.success(t('monitor.channel.saved'));
    await changed();
  };
  const remove = async (channel: VideoDevice) => {
    await removeChannel(projectId, device.deviceId, Number(channel.channelId));
    Message.success(t('monitor.channel.removed'));
    await changed();
  };

  return (
    <Drawer
      visible
      width={640}
      title={t('monitor.channel.title', { name: device.deviceName })}
      onCancel={onClose}
      maskClosable
      footer={null}
      data-testid="channel-drawer"
    >
      <Space style={{ marginBottom: 12 }}>
        <Button type="primary" onClick={() => setNaming({ kind: 'add' })} data-testid="channel-add">
          {t('monitor.channel.add')}
        </Button>
        <Button disabled={!channels.length} onClick={() => onPlay(channels)} data-testid="channel-play-all">
          {t('monitor.channel.playAll')}
        </Button>
      </Space>
      <Table<VideoDevice>
        rowKey="channelId"
        size="small"
        loading={isLoading}
        data={channels}
        pagination={false}
        noDataElement={t('monitor.channel.empty')}
        data-testid="channel-table"
        columns={[
          { title: t('monitor.channel.channelId'), dataIndex: 'channelId', width: 90 },
          { title: t('monitor.channel.channelName'), dataIndex: 'channelName' },
          {
            title: t('monitor.channel.actions'),
            width: 220,
            render: (_: unknown, channel: VideoDevice) => (
              <Space>
                <Button
                  type="text"
                  size="mini"
                  onClick={() => onPlay([channel])}
                  data-testid={`channel-play-${channel.channelId}`}
                >
                  {t('monitor.channel.play')}
                </Button>
                <Button
                  type="text"
                  size="mini"
                  onClick={() => setNaming({ kind: 'rename', channel })}
                  data-testid={`channel-rename-${channel.channelId}`}
                >
                  {t('monitor.channel.rename')}
                </Button>
                <Popconfirm
                  title={t('monitor.channel.confirmRemove', { name: channel.channelName })}
                  onOk={() => remove(channel)}
                >
                  <Button
                    type="text"
                    size="mini"
                    status="danger"
                    data-testid={`channel-remove-${channel.channelId}`}
                  >
                    {t('monitor.channel.remove')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      {naming ? (
        <ChannelNameDialog
          title={t(naming.kind === 'add' ? 'monitor.channel.add' : 'monitor.channel.rename')}
          initial={naming.kind === 'rename' ? naming.channel.channelName : ''}
          onSave={save}
          onClose={() => setNaming(null)}
        />
      ) : null}
    </Drawer>
  );
}
