/** @jsxImportSource preact */
import type { ScreenComponent } from '@site/shared-schema';
import { alignedBox, type Css, contentStyle, num, px } from '../../stage/style';
import { plainText } from './plain-text';

/** The text a shape may carry (its content), laid over the shape with the common text style. */
export function ShapeText({ component }: { component: ScreenComponent }) {
  const text = plainText(component.propValue).trim();
  if (!text) return null;
  const {
    background: _bg,
    borderWidth: _bw,
    borderColor: _bc,
    borderStyle: _bs,
    borderRadius: _br,
    ...textStyle
  } = contentStyle(component.style);
  return (
    <div
      style={{
        position: 'absolute',
        inset: '0',
        padding: '4px',
        boxSizing: 'border-box',
        overflow: 'hidden',
        whiteSpace: 'pre-wrap',
        wordBreak: 'break-word',
        ...textStyle,
        ...alignedBox({
          ...component.style,
          textAlign: component.style.textAlign ?? 1,
          verticalAlign: component.style.verticalAlign ?? 1,
        }),
      }}
    >
      <span>{text}</span>
    </div>
  );
}

/** A CSS box shape (rectangle, circle): background, frame, radius from the style. */
export function BoxShape({ component, round }: { component: ScreenComponent; round?: boolean }) {
  const css: Css = {
    position: 'relative',
    width: '100%',
    height: '100%',
    boxSizing: 'border-box',
    ...contentStyle(component.style),
  };
  if (round) css.borderRadius = '50%';
  return (
    <div class="pw-shape" style={css}>
      <ShapeText component={component} />
    </div>
  );
}

/** An SVG outline in a 100 × 100 box stretched to the component; the frame keeps its px width. */
export function SvgShape({ component, points }: { component: ScreenComponent; points: string }) {
  const style = component.style;
  const fill = typeof style.background === 'string' && style.background ? style.background : 'transparent';
  const stroke = typeof style.borderColor === 'string' && style.borderColor ? style.borderColor : 'none';
  const strokeWidth = num(style.borderWidth, stroke === 'none' ? 0 : 1);
  return (
    <div class="pw-shape" style={{ position: 'relative', width: '100%', height: '100%' }}>
      <svg
        viewBox="0 0 100 100"
        preserveAspectRatio="none"
        width="100%"
        height="100%"
        style={{ display: 'block', overflow: 'visible' }}
        aria-hidden="true"
      >
        <polygon
          points={points}
          fill={fill}
          stroke={stroke}
          stroke-width={px(strokeWidth) ? strokeWidth : 0}
          stroke-linejoin="round"
          vector-effect="non-scaling-stroke"
        />
      </svg>
      <ShapeText component={component} />
    </div>
  );
}

/** Points of a regular star with `spikes` points, pointing up, filling the 100 × 100 box. */
export function starPoints(spikes = 5, innerRatio = 0.382): string {
  const out: string[] = [];
  for (let i = 0; i < spikes * 2; i += 1) {
    const radius = i % 2 === 0 ? 50 : 50 * innerRatio;
    const angle = -Math.PI / 2 + (i * Math.PI) / spikes;
    out.push(`${round(50 + radius * Math.cos(angle))},${round(50 + radius * Math.sin(angle))}`);
  }
  return out.join(' ');
}

const round = (value: number) => Math.round(value * 100) / 100;
