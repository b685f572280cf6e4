/** @jsxImportSource preact */
import { CAMERA_DIALOG_WIDTH, type VideoDeviceRef } from '@site/shared-schema';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { PlayerConfig } from '../app/config';
import { type TextKey, t } from '../i18n';
import { ConsoleVideo } from './ConsoleVideo';
import { COMMAND_NAMES, ControlPad } from './ControlPad';
import { CameraController } from './controller';
import { type Operator, operatorSender, signOutOperator } from './operator';
import { canRecord, type Recording, saveFile, startRecording } from './recorder';
import { SignIn } from './SignIn';
import { buttonStyle, THEME } from './theme';

/** Height of the console's main area; the video takes two thirds of it (seed 001 §2). */
const MAIN_HEIGHT = 'min(600px, calc(100vh - 120px))';

export interface CameraConsoleProps {
  config: PlayerConfig;
  projectId: string;
  device: VideoDeviceRef;
  onClose: () => void;
}

/**
 * The camera console dialog, opened from a video monitor cell: an operator signs in first (the session
 * is kept in memory for as long as the dialog is open and ended when it closes), then sees the camera
 * and turns it.
 */
export function CameraConsole({ config, projectId, device, onClose }: CameraConsoleProps) {
  const [operator, setOperator] = useState<Operator | null>(null);
  const title =
    [device.deviceName, device.channelName].filter(Boolean).join(' · ') || String(device.deviceId);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeRef.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <div
      class="pw-camera-backdrop"
      style={{
        position: 'fixed',
        inset: '0',
        zIndex: 2000,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: 'rgba(0,0,0,0.55)',
        fontFamily: 'system-ui, "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif',
      }}
    >
      <div
        class="pw-camera-console"
        role="dialog"
        aria-modal="true"
        aria-label={t('camera.dialog', { title })}
        style={{
          width: `${CAMERA_DIALOG_WIDTH}px`,
          boxSizing: 'border-box',
          maxWidth: '96vw',
          background: THEME.panel,
          border: `1px solid ${THEME.border}`,
          borderRadius: '6px',
          color: THEME.text,
          fontSize: '14px',
          boxShadow: '0 12px 40px rgba(0,0,0,0.5)',
        }}
      >
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            padding: '10px 16px',
            borderBottom: `1px solid ${THEME.border}`,
          }}
        >
          <span style={{ fontSize: '16px', fontWeight: 600 }}>{t('camera.title', { title })}</span>
          <button
            type="button"
            aria-label={t('camera.close')}
            onClick={() => onClose()}
            style={buttonStyle()}
          >
            ✕
          </button>
        </div>
        <div style={{ height: MAIN_HEIGHT, display: 'flex', flexDirection: 'column' }}>
          {operator ? (
            <Controls config={config} projectId={projectId} device={device} operator={operator} />
          ) : (
            <SignIn config={config} projectId={projectId} onSignedIn={setOperator} />
          )}
        </div>
      </div>
    </div>
  );
}

function Controls({
  config,
  projectId,
  device,
  operator,
}: {
  config: PlayerConfig;
  projectId: string;
  device: VideoDeviceRef;
  operator: Operator;
}) {
  const channelId = String(device.channelId || '1');
  const deviceId = String(device.deviceId);
  const controller = useMemo(
    () =>
      new CameraController(operatorSender(config, operator), { deviceId, channelId, businessId: projectId }),
    [config, operator, deviceId, channelId, projectId],
  );
  const screen = useRef<HTMLDivElement>(null);
  const recording = useRef<Recording | null>(null);
  const [recordingOn, setRecordingOn] = useState(false);
  const [notice, setNotice] = useState<TextKey | null>(null);
  const [fullscreen, setFullscreen] = useState(false);

  const stopRecording = () => {
    const running = recording.current;
    recording.current = null;
    setRecordingOn(false);
    running?.stop().then((blob) => saveFile(blob, `${deviceId}-${channelId}-${Date.now()}.webm`));
  };

  // Closing stops a running move and the recording, then ends the operator's session.
  useEffect(
    () => () => {
      if (recording.current) stopRecording();
      controller.close().finally(() => signOutOperator(config, operator));
    },
    [controller],
  );

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === screen.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const toggleRecording = () => {
    if (recording.current) {
      stopRecording();
      setNotice('camera.recordingStopped');
      return;
    }
    if (!canRecord()) {
      setNotice('camera.recordingUnsupported');
      return;
    }
    recording.current = startRecording(() => screen.current?.querySelector('img, video') ?? null);
    setRecordingOn(true);
    setNotice('camera.recordingStarted');
  };

  const toggleFullscreen = () => {
    if (document.fullscreenElement) document.exitFullscreen().catch(() => {});
    else screen.current?.requestFullscreen?.().catch(() => setNotice('camera.fullscreenFailed'));
  };

  const moving = controller.moving.value;
  const status =
    controller.error.value ??
    (moving === null
      ? t(notice ?? 'camera.stopped')
      : t('camera.moving', { command: COMMAND_NAMES[moving] ? t(COMMAND_NAMES[moving]) : moving }));
  return (
    <>
      <div
        ref={screen}
        class="pw-camera-screen"
        style={{ flex: '0 0 66.667%', position: 'relative', background: '#000', minHeight: 0 }}
      >
        <ConsoleVideo
          config={config}
          operator={operator}
          projectId={projectId}
          deviceId={deviceId}
          channelId={channelId}
        />
        {recordingOn ? (
          <span
            style={{ position: 'absolute', top: '8px', right: '12px', color: THEME.danger, fontWeight: 600 }}
          >
            ● REC
          </span>
        ) : null}
      </div>
      <div
        style={{
          flex: '1 1 0',
          boxSizing: 'border-box',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: '16px',
          padding: '12px 16px',
          minHeight: 0,
        }}
      >
        <ControlPad controller={controller} />
        <div style={{ display: 'flex', flexDirection: 'column', gap: '8px', alignItems: 'flex-end' }}>
          <div style={{ display: 'flex', gap: '8px' }}>
            <button
              type="button"
              data-action="flip"
              onClick={() => controller.flip()}
              style={buttonStyle(controller.mirrored.value)}
            >
              {t('camera.flip')}
            </button>
            <button
              type="button"
              data-action="record"
              aria-pressed={recordingOn}
              onClick={toggleRecording}
              style={buttonStyle(recordingOn)}
            >
              {t(recordingOn ? 'camera.stopRecording' : 'camera.startRecording')}
            </button>
            <button
              type="button"
              data-action="fullscreen"
              onClick={toggleFullscreen}
              style={buttonStyle(fullscreen)}
            >
              {t(fullscreen ? 'camera.exitFullscreen' : 'camera.fullscreen')}
            </button>
          </div>
          <div
            class="pw-camera-status"
            role="status"
            style={{ color: controller.error.value ? THEME.danger : THEME.muted }}
          >
            {status}
          </div>
          <div style={{ color: THEME.muted, fontSize: '12px' }}>
            {t('camera.operator', { user: operator.userName, channel: channelId, speed: controller.speed })}
          </div>
        </div>
      </div>
    </>
  );
}
