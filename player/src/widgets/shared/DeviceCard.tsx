/** @jsxImportSource preact */
import type { ComponentStyle } from '@site/shared-schema';
import type { ComponentChildren } from 'preact';
import { num } from '../../stage/style';
import { AutoScroll } from './AutoScroll';
import { FitLine } from './FitLine';
import { ScrollText } from './ScrollText';

/** Status colours of the device widgets, chosen to read on a dark wall. */
export const STATUS_COLOURS = { good: '#3ddc84', off: '#8c8c8c', alarm: '#ff4d4f' } as const;

/** A reading for display: at most `digits` decimals, no trailing zeros; '--' when there is none. */
export function reading(value: unknown, digits = 2): string {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) return '--';
  return String(Math.round(n * 10 ** digits) / 10 ** digits);
}

/** Font sizes of the device widgets beside the content's: title (device name) and values. */
export function deviceFonts(style: Partial<ComponentStyle>) {
  return {
    title: num(style.titleFontSize, 28),
    value: num(style.subTitleFontSize, 18),
  };
}

/** The body of a device widget under its panel: the device header above, the readings below. */
export function DeviceColumn({ children }: { children: ComponentChildren }) {
  return (
    <div style={{ height: '100%', display: 'flex', flexDirection: 'column', gap: '8px', minHeight: 0 }}>
      {children}
    </div>
  );
}

export function StatusBadge({ text, colour }: { text: string; colour: string }) {
  return (
    <span
      data-status={text}
      style={{
        flex: 'none',
        padding: '0 0.5em',
        borderRadius: '4px',
        border: `1px solid ${colour}`,
        color: colour,
        fontSize: '0.85em',
        lineHeight: 1.6,
        whiteSpace: 'nowrap',
      }}
    >
      {text}
    </span>
  );
}

/** Device name (scrolling when too long), status badges, and which device of how many. */
export function DeviceHeader({
  name,
  style,
  live,
  index,
  count,
  children,
}: {
  name: string;
  style: Partial<ComponentStyle>;
  live: boolean;
  index: number;
  count: number;
  children?: ComponentChildren;
}) {
  const fonts = deviceFonts(style);
  return (
    // In a narrow box the badges go under the name rather than squeeze it.
    <div
      style={{
        flex: 'none',
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: '4px 8px',
        minWidth: 0,
      }}
    >
      <div style={{ flex: '1 1 auto', minWidth: 0, height: `${Math.round(fonts.title * 1.4)}px` }}>
        <ScrollText
          text={name}
          style={{ fontSize: fonts.title, fontWeight: 'bold', verticalAlign: 1 }}
          layout="line"
          live={live}
        />
      </div>
      {children}
      {count > 1 ? (
        <span data-pager style={{ flex: 'none', opacity: 0.6, fontSize: '0.85em', whiteSpace: 'nowrap' }}>
          {index + 1}/{count}
        </span>
      ) : null}
    </div>
  );
}

/**
 * Readings in columns under a device header: the rows share the height left when they fit, keep their
 * text's height when they do not, and then scroll.
 */
export function MetricGrid({
  columns,
  live,
  children,
}: {
  columns: number;
  live: boolean;
  children: ComponentChildren;
}) {
  return (
    <div style={{ flex: '1 1 auto', minHeight: 0 }}>
      <AutoScroll live={live}>
        <div
          style={{
            flex: '1 0 auto',
            display: 'grid',
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            gap: '6px',
          }}
        >
          {children}
        </div>
      </AutoScroll>
    </div>
  );
}

/** One reading: label above, value and unit below; red when past its warning threshold. */
export function Metric({
  label,
  value,
  unit,
  warn = false,
  valueSize,
  children,
}: {
  label: string;
  value: string;
  unit?: string;
  warn?: boolean;
  valueSize: number;
  children?: ComponentChildren;
}) {
  return (
    <div
      data-metric={label}
      data-warn={warn ? '1' : undefined}
      style={{
        minWidth: 0,
        minHeight: 0,
        padding: '4px 8px',
        borderRadius: '4px',
        background: warn ? 'rgba(255,77,79,0.16)' : 'rgba(255,255,255,0.06)',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        overflow: 'hidden',
        whiteSpace: 'nowrap',
      }}
    >
      <span style={{ opacity: 0.7, overflow: 'hidden', textOverflow: 'ellipsis' }}>{label}</span>
      {/* Sizes relative to the value's: the whole reading shrinks together to fit its cell. */}
      <FitLine
        text={`${value}${unit ?? ''}`}
        style={{ fontSize: `${valueSize}px`, color: warn ? STATUS_COLOURS.alarm : undefined }}
      >
        <strong>{value}</strong>
        {unit ? <span style={{ marginLeft: '0.25em', fontSize: '0.7em', opacity: 0.8 }}>{unit}</span> : null}
      </FitLine>
      {children}
    </div>
  );
}
