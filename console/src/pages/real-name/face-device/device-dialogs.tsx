import {
  checkFaceDeviceLocation,
  checkFaceDeviceProtocol,
  checkFaceDeviceSettings,
  type FaceDeviceRow,
} from '@site/shared-schema';
import { useTranslation } from 'react-i18next';
import { type CommandField, CommandFormDialog } from './CommandFormDialog';

interface DialogProps {
  device: FaceDeviceRow;
  send(values: Record<string, unknown>): Promise<boolean>;
  onClose(): void;
}

const SETTINGS_FIELDS: CommandField[] = [
  { key: 'volume', kind: 'number', min: 0, max: 100 },
  { key: 'recognitionThreshold', kind: 'number', min: 50, max: 100 },
  { key: 'livenessDetection', kind: 'switch' },
  { key: 'openDoorSeconds', kind: 'number', min: 1, max: 60 },
];

const PROTOCOL_FIELDS: CommandField[] = [
  { key: 'serverAddress', kind: 'text' },
  { key: 'serverPort', kind: 'number', min: 1, max: 65535 },
  { key: 'heartbeatSeconds', kind: 'number', min: 10, max: 600 },
];

const LOCATION_FIELDS: CommandField[] = [
  { key: 'longitude', kind: 'number', min: -180, max: 180, precision: 6 },
  { key: 'latitude', kind: 'number', min: -90, max: 90, precision: 6 },
];

/** deviceSetting: volume, recognition threshold, liveness detection, how long the door stays open. */
export function SettingsDialog({ device, send, onClose }: DialogProps) {
  const { t } = useTranslation();
  return (
    <CommandFormDialog
      title={t('faceDevice.dialogs.settings', { name: device.deviceName })}
      testId="device-settings-dialog"
      fields={SETTINGS_FIELDS}
      initialValues={{ ...device.settings, livenessDetection: device.settings.livenessDetection === 1 }}
      check={checkFaceDeviceSettings}
      send={send}
      onClose={onClose}
    />
  );
}

/** protocolConfigSetting: the server the device reports to and its heartbeat. */
export function ProtocolDialog({ device, send, onClose }: DialogProps) {
  const { t } = useTranslation();
  return (
    <CommandFormDialog
      title={t('faceDevice.dialogs.protocol', { name: device.deviceName })}
      testId="device-protocol-dialog"
      fields={PROTOCOL_FIELDS}
      initialValues={{
        ...device.protocol,
        serverAddress: device.protocol.serverAddress || window.location.hostname,
      }}
      check={checkFaceDeviceProtocol}
      send={send}
      onClose={onClose}
    />
  );
}

/** locationCoordinateSetting: where the device stands. */
export function LocationDialog({ device, send, onClose }: DialogProps) {
  const { t } = useTranslation();
  const { longitude, latitude } = device;
  return (
    <CommandFormDialog
      title={t('faceDevice.dialogs.location', { name: device.deviceName })}
      testId="device-location-dialog"
      fields={LOCATION_FIELDS}
      initialValues={{
        longitude: longitude === '' ? undefined : longitude,
        latitude: latitude === '' ? undefined : latitude,
      }}
      check={checkFaceDeviceLocation}
      send={send}
      onClose={onClose}
    />
  );
}
