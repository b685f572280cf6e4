/** @jsxImportSource preact */
import { VIDEO_START_DELAY_MS, type VideoDeviceRef } from '@site/shared-schema';
import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '../../i18n';
import { useRuntime } from '../../runtime/context';
import { num } from '../../stage/style';
import { startIndex, useTurns } from '../shared/rotation';
import { ONE_LINE } from '../shared/SitePanel';
import { EmptyBox } from '../states';
import type { WidgetViewProps } from '../types';
import { VideoCell } from './VideoCell';
import { cellCount, rotationOf, wallDevices, wallRotates } from './wall';

const deviceKey = (device: VideoDeviceRef) => `${device.deviceId}/${device.channelId ?? ''}`;

/**
 * True once `key` has stayed the same for the start delay: the cells are emptied first (the old
 * streams let go) and the new streams start about 400 ms later (seed 001 §4).
 */
function useStarted(key: string): boolean {
  const [started, setStarted] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setStarted(key), VIDEO_START_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key]);
  return started === key;
}

/**
 * VideoMonitor: a wall of 1, 4 or 9 cells playing the cameras chosen in the designer (deviceList),
 * from the chosen start device. With a rotation period (5, 10, 30, 60 minutes) and more cameras than
 * cells the wall moves on by a wall's worth of cameras each period, wrapping.
 */
/**
 * Opens the camera console for a cell's camera (loaded on first use: most walls never open it). One
 * console at a time; it closes with the widget.
 */
function useCameraConsole() {
  const { config, projectId } = useRuntime();
  const close = useRef<(() => void) | null>(null);
  const gone = useRef(false);
  useEffect(
    () => () => {
      gone.current = true;
      close.current?.();
    },
    [],
  );
  return async (device: VideoDeviceRef) => {
    if (close.current) return;
    // Taken while the console's code loads, so a double click opens one console.
    close.current = () => {};
    const { openCameraConsole } = await import('../../camera/open');
    if (gone.current) return;
    close.current = openCameraConsole({
      config,
      projectId,
      device,
      onClosed: () => {
        close.current = null;
      },
    });
  };
}

export default function VideoMonitorView({ component }: WidgetViewProps) {
  const { live, projectId } = useRuntime();
  const openConsole = useCameraConsole();
  // The console moves cameras: on a wall or in preview, for a screen of a project.
  const controllable = live && Boolean(projectId);
  const style = component.style;
  const devices = (component.deviceList ?? []).filter((device) => Boolean(device?.deviceId));
  const cells = cellCount(component.videoNum ?? style.videoNum);
  const rotation = rotationOf(style.interval);
  const turn = useTurns(rotation, live && wallRotates(devices.length, cells, rotation));
  const start = startIndex(devices, (device) => device.deviceId, style.deviceId);
  const shown = wallDevices(devices, cells, start, turn, rotation);
  const started = useStarted(shown.map(deviceKey).join('|'));
  if (!devices.length) return <EmptyBox text={t('video.pickCamera')} />;
  const side = Math.sqrt(cells);
  return (
    <div
      class="pw-video-wall"
      style={{
        width: '100%',
        height: '100%',
        display: 'grid',
        gridTemplateColumns: `repeat(${side}, minmax(0, 1fr))`,
        gridTemplateRows: `repeat(${side}, minmax(0, 1fr))`,
        gap: '2px',
        background: typeof style.background === 'string' && style.background ? style.background : '#000',
        color: typeof style.color === 'string' && style.color ? style.color : '#ffffff',
        fontSize: `${num(style.fontSize, 14)}px`,
      }}
    >
      {Array.from({ length: cells }, (_, cell) => {
        const device = shown[cell];
        return (
          <div
            key={cell}
            class="pw-video-cell"
            data-device={device ? deviceKey(device) : undefined}
            title={device && controllable ? t('video.openConsole') : undefined}
            onClick={device && controllable ? () => openConsole(device) : undefined}
            style={{
              cursor: device && controllable ? 'pointer' : undefined,
              position: 'relative',
              minWidth: 0,
              minHeight: 0,
              overflow: 'hidden',
              background: '#05070d',
            }}
          >
            {device && started ? (
              <VideoCell key={deviceKey(device)} component={component} device={device} live={live} />
            ) : null}
            {device ? (
              <span
                style={{
                  ...ONE_LINE,
                  position: 'absolute',
                  left: '0',
                  right: '0',
                  bottom: '0',
                  padding: '2px 6px',
                  background: 'linear-gradient(transparent, rgba(0,0,0,0.7))',
                }}
              >
                {[device.deviceName, device.channelName].filter(Boolean).join(' · ') || device.deviceId}
              </span>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
