/** @jsxImportSource preact */
import { render } from 'preact';
import { CameraConsole, type CameraConsoleProps } from './CameraConsole';

/**
 * Opens the camera console over the page: on document.body, outside the scaled stage (a transformed
 * ancestor would turn its fixed position into the canvas's). Answers how to close it.
 */
export function openCameraConsole(props: Omit<CameraConsoleProps, 'onClose'> & { onClosed?: () => void }) {
  const host = document.createElement('div');
  host.className = 'pw-camera-host';
  document.body.appendChild(host);
  let open = true;
  const close = () => {
    if (!open) return;
    open = false;
    render(null, host);
    host.remove();
    props.onClosed?.();
  };
  render(<CameraConsole {...props} onClose={close} />, host);
  return close;
}
