/** @jsxImportSource preact */
import { CAMERA_DIRECTIONS } from '@site/shared-schema';
import { type TextKey, t } from '../i18n';
import type { CameraController } from './controller';
import { buttonStyle, THEME } from './theme';

const D = CAMERA_DIRECTIONS;

/** The direction pad, row by row; the centre stops. */
const PAD: readonly (readonly [label: string, name: TextKey, direction: number | null])[] = [
  ['↖', 'camera.upperLeft', D.upperLeft],
  ['↑', 'camera.up', D.up],
  ['↗', 'camera.upperRight', D.upperRight],
  ['←', 'camera.left', D.left],
  ['■', 'camera.stop', null],
  ['→', 'camera.right', D.right],
  ['↙', 'camera.lowerLeft', D.lowerLeft],
  ['↓', 'camera.down', D.down],
  ['↘', 'camera.lowerRight', D.lowerRight],
];

/** The lens commands, in pairs. */
const LENS = [
  ['camera.zoom', [['camera.zoomIn', D.zoomIn] as const, ['camera.zoomOut', D.zoomOut] as const]],
  ['camera.focus', [['camera.focusNear', D.focusNear] as const, ['camera.focusFar', D.focusFar] as const]],
] as const;

/** The names (text keys) of the 12 commands of seed 001 §9, by direction. */
export const COMMAND_NAMES: Record<number, TextKey> = Object.fromEntries([
  ...PAD.filter(([, , direction]) => direction !== null).map(([, name, direction]) => [direction, name]),
  ...LENS.flatMap(([, pair]) => pair.map(([name, direction]) => [direction, name])),
]);

/** Direction pad, zoom and focus: each press starts a move, a press while moving stops it. */
export function ControlPad({ controller }: { controller: CameraController }) {
  const moving = controller.moving.value;
  return (
    <div style={{ display: 'flex', gap: '24px', alignItems: 'center' }}>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 44px)', gap: '4px' }}>
        {PAD.map(([label, name, direction]) => (
          <button
            key={name}
            type="button"
            title={t(name)}
            aria-label={t(name)}
            data-command={direction ?? 'stop'}
            aria-pressed={direction !== null && moving === direction}
            onClick={() => (direction === null ? controller.stop() : controller.press(direction))}
            style={{
              ...buttonStyle(direction !== null && moving === direction),
              minWidth: '44px',
              padding: 0,
            }}
          >
            {label}
          </button>
        ))}
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: '8px' }}>
        {LENS.map(([title, pair]) => (
          <div key={title} style={{ display: 'flex', alignItems: 'center', gap: '6px' }}>
            <span style={{ color: THEME.muted, width: '36px' }}>{t(title)}</span>
            {pair.map(([name, direction]) => (
              <button
                key={name}
                type="button"
                data-command={direction}
                aria-pressed={moving === direction}
                onClick={() => controller.press(direction)}
                style={buttonStyle(moving === direction)}
              >
                {t(name)}
              </button>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
