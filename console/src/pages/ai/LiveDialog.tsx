import { Modal } from '@arco-design/web-react';
import { type VideoDevice, WIDGET_CALLS } from '@site/shared-schema';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { fetchData } from '../../api/http';
import { LiveWall } from '../video-monitor/LiveWall';
import '../video-monitor/monitor.css';

interface Props {
  projectId: string;
  camera: { deviceId: string; deviceName: string };
  onClose(): void;
}

/** What an alarm's camera shows now: its first channel, played by the video monitor's live wall. */
export function LiveDialog({ projectId, camera, onClose }: Props) {
  const { t } = useTranslation();
  const { data: channel } = useSWR(['ai-live', projectId, camera.deviceId], () =>
    fetchData<VideoDevice>(WIDGET_CALLS.videoPlayPath.path, {
      projectId,
      deviceId: camera.deviceId,
      channelId: '',
    }),
  );
  return (
    <Modal
      visible
      title={t('ai.live.title', { name: camera.deviceName })}
      footer={null}
      onCancel={onClose}
      maskClosable
      style={{ width: 720 }}
    >
      {channel ? <LiveWall projectId={projectId} devices={[channel]} /> : null}
    </Modal>
  );
}
