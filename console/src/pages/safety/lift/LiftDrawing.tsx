import type { ElevatorDetail } from '@site/shared-schema';
import { useTranslation } from 'react-i18next';
import { LIFT_VIEW, liftGeometry } from './lift-geometry';

const ARROWS = { '-1': '▼', '0': '■', '1': '▲' } as const;

/** The lift as its latest reading places it: the cage on the mast at its height, with its floor. */
export function LiftDrawing({ detail }: { detail: ElevatorDetail }) {
  const { t } = useTranslation();
  const g = liftGeometry(detail);
  const { width, margin, cage } = LIFT_VIEW;
  const mastX = width / 2 - cage / 2 - 6;
  const reading = detail.lastRealtime;
  return (
    <svg
      viewBox={`0 0 ${width} ${LIFT_VIEW.height}`}
      height={LIFT_VIEW.height}
      role="img"
      aria-label={t('hoist.lift.drawing')}
      data-testid="lift-drawing"
    >
      <line x1={0} x2={width} y1={g.ground} y2={g.ground} stroke="#86909c" />
      <rect x={mastX - 4} y={g.mastTopY} width={8} height={g.ground - g.mastTopY} fill="#4e5969" />
      <rect
        data-testid="lift-cage"
        data-height={reading?.height}
        x={width / 2 - cage / 2}
        y={g.cageY}
        width={cage}
        height={cage}
        fill={g.overloaded ? '#f53f3f' : '#165dff'}
      />
      <text x={width / 2} y={g.cageY + cage / 2 + 4} fontSize={12} fill="#fff" textAnchor="middle">
        {ARROWS[String(g.direction) as keyof typeof ARROWS]}
      </text>
      <text x={width / 2 + cage / 2 + 6} y={g.cageY + cage / 2 + 4} fontSize={12}>
        {t('hoist.lift.floorLabel', { floor: reading?.floor ?? '-' })}
      </text>
      <text x={margin} y={margin - 6} fontSize={10}>
        {t('hoist.lift.heightLabel', { value: reading?.height ?? 0 })}
      </text>
    </svg>
  );
}
