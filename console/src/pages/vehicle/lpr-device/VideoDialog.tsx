import { Alert, Modal, Spin } from '@arco-design/web-react';
import type { LprDeviceRow } from '@site/shared-schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { fetchVideoUrl } from './lpr-device-calls';

/**
 * The camera's live picture: getVideoUrl answers a signed MJPEG address (the camera refuses while
 * offline, and the dialog says why), played by the browser's own <img>.
 */
export function VideoDialog({
  projectId,
  device,
  onClose,
}: {
  projectId: string;
  device: LprDeviceRow;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const [broken, setBroken] = useState(false);
  // Each opening asks anew: a signed address expires.
  const [openedAt] = useState(Date.now);
  const { data, error, isLoading } = useSWR(['lpr-video', device.deviceId, openedAt], () =>
    fetchVideoUrl(projectId, device.deviceId),
  );
  return (
    <Modal
      visible
      title={t('lprDevicePage.video.title', { name: device.deviceName })}
      onCancel={onClose}
      maskClosable
      footer={null}
      style={{ width: 720 }}
      unmountOnExit
      data-testid="lpr-video-dialog"
    >
      {isLoading && <Spin tip={t('lprDevicePage.video.loading')} style={{ display: 'block' }} />}
      {error && <Alert type="error" content={(error as Error).message} data-testid="lpr-video-refusal" />}
      {broken && <Alert type="warning" content={t('lprDevicePage.video.failed')} />}
      {data && !broken && (
        <img
          src={data.url}
          alt={device.deviceName}
          onError={() => setBroken(true)}
          style={{ display: 'block', width: '100%', aspectRatio: '16 / 9', background: '#000' }}
          data-testid="lpr-video"
        />
      )}
    </Modal>
  );
}
