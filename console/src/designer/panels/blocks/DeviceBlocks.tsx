import { Select } from '@arco-design/web-react';
import {
  CAROUSEL_INTERVALS,
  DEFAULT_VIDEO_DEVICE_TYPE,
  VIDEO_ROTATIONS_MS,
  VIDEO_WALL_CELLS,
  type VideoDeviceRef,
} from '@site/shared-schema';
import { useTranslation } from 'react-i18next';
import { type BlockProps, bindComponent, bindStyle, mergeKeyOf } from '../fields/bind';
import { Row, SelectField } from '../fields/Fields';
import { useCameras, useDevices } from '../site-lists';

const MINUTE_MS = 60_000;

/** Carousel switch interval: 5, 10, 30 or 60 minutes, stored in ms. */
export function CarouselIntervalBlock(props: BlockProps) {
  const { t } = useTranslation();
  const choices = props.entry?.carousel?.choices ?? CAROUSEL_INTERVALS;
  return (
    <SelectField
      label={t('designer.panel.interval')}
      bound={bindStyle(props, 'interval')}
      options={choices.map((ms) => ({
        value: ms,
        label: t('designer.panel.minutesCount', { count: ms / MINUTE_MS }),
      }))}
    />
  );
}

const cameraKey = (device: Pick<VideoDeviceRef, 'deviceId' | 'channelId'>) =>
  `${device.deviceId}/${device.channelId ?? ''}`;
const cameraName = (device: VideoDeviceRef) =>
  [device.deviceName, device.channelName].filter(Boolean).join(' · ') || device.deviceId;

/**
 * The device a device widget starts with (style.deviceId; empty: the first). A video monitor picks
 * among its chosen cameras, the others among the project's devices of their kind.
 */
export function DevicePickerBlock(props: BlockProps) {
  const { t } = useTranslation();
  const { component } = props;
  const devices = useDevices(component.component);
  const options =
    component.component === 'VideoMonitor'
      ? (component.deviceList ?? []).map((device) => ({ value: device.deviceId, label: cameraName(device) }))
      : (devices.data ?? []).map((device) => ({ value: device.id, label: device.name }));
  return (
    <SelectField
      label={t('designer.panel.startDevice')}
      bound={{ ...bindStyle(props, 'deviceId'), value: component.style.deviceId || '' }}
      options={[{ value: '', label: t('designer.panel.firstDevice') }, ...options]}
    />
  );
}

/** Video wall: cells, device type, rotation and the cameras it plays. */
export function VideoMonitorBlock(props: BlockProps) {
  const { t } = useTranslation();
  const { store, component, disabled } = props;
  const deviceType = component.style.deviceType || DEFAULT_VIDEO_DEVICE_TYPE;
  const cameras = useCameras(deviceType);
  const chosen = component.deviceList ?? [];
  // The project's cameras, plus chosen ones the list no longer has (so they can still be removed).
  const byKey = new Map<string, VideoDeviceRef>();
  for (const { deviceId, deviceName, channelId, channelName } of cameras.data ?? [])
    byKey.set(cameraKey({ deviceId, channelId }), { deviceId, deviceName, channelId, channelName });
  for (const device of chosen) if (!byKey.has(cameraKey(device))) byKey.set(cameraKey(device), device);
  const cells = bindComponent(
    props,
    'videoNum',
    (current) => current.videoNum ?? 4,
    (current, value: number) => ({ ...current, videoNum: value }),
  );
  return (
    <>
      <SelectField
        label={t('designer.panel.cells')}
        bound={cells}
        options={VIDEO_WALL_CELLS.map((count) => ({ value: count, label: String(count) }))}
      />
      <SelectField
        label={t('designer.panel.deviceType')}
        bound={{ ...bindStyle(props, 'deviceType'), value: deviceType }}
        options={[
          { value: 'IPC', label: t('designer.panel.deviceTypeIpc') },
          { value: 'NVR', label: t('designer.panel.deviceTypeNvr') },
        ]}
      />
      <SelectField
        label={t('designer.panel.rotation')}
        bound={{ ...bindStyle(props, 'interval'), value: component.style.interval ?? 0 }}
        options={VIDEO_ROTATIONS_MS.map((ms) => ({
          value: ms,
          label:
            ms === 0
              ? t('designer.panel.noRotation')
              : t('designer.panel.minutesCount', { count: ms / MINUTE_MS }),
        }))}
      />
      <Row label={t('designer.panel.cameras')}>
        <Select
          mode="multiple"
          allowClear
          disabled={disabled}
          loading={cameras.isLoading}
          placeholder={t('designer.panel.chooseCameras')}
          value={chosen.map(cameraKey)}
          onChange={(keys: string[]) => {
            const deviceList = keys.flatMap((key) => byKey.get(key) ?? []);
            store.updateComponent(component.id, (current) => ({ ...current, deviceList }), {
              mergeKey: mergeKeyOf(component.id, 'deviceList'),
            });
            store.commitStep();
          }}
        >
          {[...byKey.entries()].map(([key, camera]) => (
            <Select.Option key={key} value={key}>
              {cameraName(camera)}
            </Select.Option>
          ))}
        </Select>
      </Row>
    </>
  );
}
