/** @jsxImportSource preact */
import { CAMERA_DIRECTIONS } from '@site/shared-schema';
import type { CameraController } from './controller';
import { buttonStyle, THEME } from './theme';

const D = CAMERA_DIRECTIONS;

/** The direction pad, row by row; the centre stops. */
const PAD: readonly (readonly [label: string, name: string, direction: number | null])[] = [
  ['↖', '左上', D.upperLeft],
  ['↑', '上', D.up],
  ['↗', '右上', D.upperRight],
  ['←', '左', D.left],
  ['■', '停止', null],
  ['→', '右', D.right],
  ['↙', '左下', D.lowerLeft],
  ['↓', '下', D.down],
  ['↘', '右下', D.lowerRight],
];

/** The lens commands, in pairs. */
const LENS = [
  ['变倍', [['放大', D.zoomIn] as const, ['缩小', D.zoomOut] as const]],
  ['聚焦', [['近焦', D.focusNear] as const, ['远焦', D.focusFar] as const]],
] as const;

/** The names of the 12 commands of seed 001 §9, by direction. */
export const COMMAND_NAMES: Record<number, string> = Object.fromEntries([
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
            title={name}
            aria-label={name}
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
            <span style={{ color: THEME.muted, width: '36px' }}>{title}</span>
            {pair.map(([name, direction]) => (
              <button
                key={name}
                type="button"
                data-command={direction}
                aria-pressed={moving === direction}
                onClick={() => controller.press(direction)}
                style={buttonStyle(moving === direction)}
              >
                {name}
              </button>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
