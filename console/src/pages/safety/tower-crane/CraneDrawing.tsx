import type { CraneDetail } from '@site/shared-schema';
import { useTranslation } from 'react-i18next';
import { craneGeometry, VIEW } from './crane-geometry';

/** The crane as its latest reading places it: jib, trolley at its radius, hook at its height, moment bar. */
export function CraneDrawing({ detail }: { detail: CraneDetail }) {
  const { t } = useTranslation();
  const g = craneGeometry(detail);
  const reading = detail.lastRealtime;
  const barWidth = VIEW.width - 2 * VIEW.margin;
  return (
    <svg
      viewBox={`0 0 ${VIEW.width} ${VIEW.height + 28}`}
      width="100%"
      role="img"
      aria-label={t('hoist.crane.drawing')}
      data-testid="crane-drawing"
    >
      <line x1={0} x2={VIEW.width} y1={g.ground} y2={g.ground} stroke="#86909c" />
      <line x1={g.towerX} x2={g.towerX} y1={g.ground} y2={g.capY} stroke="#4e5969" strokeWidth={6} />
      <line x1={g.backEndX} x2={g.frontEndX} y1={g.jibY} y2={g.jibY} stroke="#f7ba1e" strokeWidth={5} />
      <line x1={g.towerX} x2={g.backEndX} y1={g.capY} y2={g.jibY} stroke="#86909c" />
      <line x1={g.towerX} x2={g.frontEndX} y1={g.capY} y2={g.jibY} stroke="#86909c" />
      <rect x={g.backEndX} y={g.jibY} width={14} height={12} fill="#4e5969" />
      <rect
        data-testid="crane-trolley"
        data-radius={reading?.tcMlMaxScope}
        x={g.trolleyX - 7}
        y={g.jibY - 4}
        width={14}
        height={8}
        fill="#165dff"
      />
      <line x1={g.trolleyX} x2={g.trolleyX} y1={g.jibY} y2={g.hookY} stroke="#165dff" strokeDasharray="3 2" />
      <circle data-testid="crane-hook" cx={g.trolleyX} cy={g.hookY} r={5} fill="#165dff" />
      <text x={g.trolleyX + 8} y={g.jibY - 8} fontSize={12}>
        {t('hoist.crane.radiusLabel', { value: reading?.tcMlMaxScope ?? 0 })}
      </text>
      <text x={g.trolleyX + 8} y={g.hookY + 4} fontSize={12}>
        {t('hoist.crane.heightLabel', { value: reading?.height ?? 0 })}
      </text>
      <rect x={VIEW.margin} y={VIEW.height + 8} width={barWidth} height={12} fill="#e5e6eb" />
      <rect
        data-testid="crane-moment"
        x={VIEW.margin}
        y={VIEW.height + 8}
        width={barWidth * g.momentShare}
        height={12}
        fill={g.overMoment ? '#f53f3f' : '#00b42a'}
      />
      <text x={VIEW.margin + 4} y={VIEW.height + 18} fontSize={10}>
        {t('hoist.crane.momentLabel', { value: reading?.moment ?? 0 })}
      </text>
    </svg>
  );
}
