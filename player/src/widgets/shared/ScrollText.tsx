/** @jsxImportSource preact */
import type { ComponentStyle } from '@site/shared-schema';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { measureInNextFrame } from '../../stage/measure-batch';
import { alignedBox, type Css, contentStyle, num, textAlign, verticalAlign } from '../../stage/style';
import { fitShare } from './line-fit';

/** Seed 000 §9: the marquee pauses 2 s at the start of each loop. */
export const MARQUEE_PAUSE_MS = 2_000;
const GAP_PX = 80;

/** Marquee speed in stage px per second for speed levels 1 to 6 (default 3). */
export function marqueeSpeed(level: unknown): number {
  const n = Math.round(Number(level));
  const clamped = Number.isFinite(n) && n >= 1 ? Math.min(6, n) : 3;
  return 30 + clamped * 25;
}

function verticalGap(fontSize: unknown): number {
  return Math.max(GAP_PX / 2, num(fontSize, 14));
}

interface Props {
  text: string;
  style: Partial<ComponentStyle>;
  /** 'wrap': multi-line, scrolls up when taller than the box; 'line': one line, scrolls left when wider. */
  layout: 'wrap' | 'line';
  /** Scroll continuously from the right edge, overflowing or not (Notice's continuousScroll). */
  continuous?: boolean;
  /** Animate at all (false on the designer's edit canvas). */
  live: boolean;
}

/**
 * Text that stays readable when it does not fit: a marquee (Web Animations API, cancelled on unmount)
 * when the content overflows its box, pausing 2 s per loop; the text is drawn twice with a gap so the
 * loop is seamless. Sizes are measured in stage pixels (layout sizes ignore the stage transform).
 */
export function ScrollText({ text, style, layout, continuous = false, live }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState(false);
  /** The type's share of its set size that makes a line fit (1 = as set). */
  const [fit, setFit] = useState(1);
  const horizontal = layout === 'line';
  const fits = horizontal && !continuous;

  // Sizes are read in a batch with every other text's (see measureInNextFrame), when the text or
  // its box changes.
  const measure = useRef(() => {});
  measure.current = () => {
    const outer = box.current;
    const inner = content.current;
    if (!outer || !inner) return;
    // While scrolling the text is drawn twice: measure one copy without its gap.
    const first = inner.firstElementChild as HTMLElement | null;
    const doubled = inner.childElementCount > 1 && first !== null;
    const size = horizontal
      ? doubled
        ? first.offsetWidth - GAP_PX
        : inner.scrollWidth
      : doubled
        ? first.offsetHeight - verticalGap(style.fontSize)
        : inner.scrollHeight;
    const room = horizontal ? outer.clientWidth : outer.clientHeight;
    const share = fits ? fitShare(fit, room, size) : 1;
    const over = size * (share / fit) > room + 1;
    setFit((previous) => (previous === share ? previous : share));
    setOverflow((previous) => (previous === over ? previous : over));
  };
  useLayoutEffect(
    () => measureInNextFrame(() => measure.current()),
    [text, horizontal, style.fontSize, style.letterSpacing, style.lineHeight, style.width, style.height],
  );
  useEffect(() => {
    const outer = box.current;
    if (!outer || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => measureInNextFrame(() => measure.current()));
    observer.observe(outer);
    return () => observer.disconnect();
  }, []);

  const scrolling = live && (continuous || overflow);

  useLayoutEffect(() => {
    const outer = box.current;
    const inner = content.current;
    if (!scrolling || !outer || !inner || typeof inner.animate !== 'function') return;
    const speed = marqueeSpeed(style.speed);
    let keyframes: Keyframe[];
    let duration: number;
    if (continuous) {
      const from = horizontal ? outer.clientWidth : outer.clientHeight;
      const to = horizontal ? inner.scrollWidth : inner.scrollHeight;
      duration = ((from + to) / speed) * 1000;
      const axis = horizontal ? 'X' : 'Y';
      keyframes = [{ transform: `translate${axis}(${from}px)` }, { transform: `translate${axis}(${-to}px)` }];
    } else {
      // Two copies: one period moves by one copy plus the gap, then the loop looks unchanged.
      const distance = (horizontal ? inner.scrollWidth : inner.scrollHeight) / 2;
      const move = (distance / speed) * 1000;
      duration = move + MARQUEE_PAUSE_MS;
      const pause = MARQUEE_PAUSE_MS / duration;
      const axis = horizontal ? 'X' : 'Y';
      keyframes = [
        { transform: `translate${axis}(0)`, offset: 0 },
        { transform: `translate${axis}(0)`, offset: pause },
        { transform: `translate${axis}(${-distance}px)`, offset: 1 },
      ];
    }
    const animation = inner.animate(keyframes, {
      duration: Math.max(1000, duration),
      iterations: Number.POSITIVE_INFINITY,
      easing: 'linear',
    });
    return () => animation.cancel();
  }, [scrolling, continuous, horizontal, text, style.speed, style.fontSize, style.width, style.height]);

  const outerCss: Css = {
    width: '100%',
    height: '100%',
    boxSizing: 'border-box',
    overflow: 'hidden',
    ...contentStyle(style),
    ...(scrolling
      ? {
          display: 'flex',
          alignItems: horizontal ? (verticalAlign(style.verticalAlign) ?? 'center') : 'flex-start',
        }
      : alignedBox(style)),
  };
  const whiteSpace = horizontal ? 'pre' : 'pre-wrap';
  const innerCss: Css = {
    whiteSpace,
    wordBreak: horizontal ? 'normal' : 'break-word',
    flex: 'none',
    textAlign: textAlign(style.textAlign) ?? 'left',
    ...(horizontal
      ? { display: 'flex', width: scrolling ? 'max-content' : 'auto', maxWidth: scrolling ? 'none' : '100%' }
      : {}),
    ...(fit < 1 ? { fontSize: `${fit}em` } : {}),
  };
  if (!horizontal && !scrolling) innerCss.width = '100%';
  const copies = scrolling && !continuous ? 2 : 1;
  const gap = horizontal
    ? { paddingRight: `${GAP_PX}px` }
    : { paddingBottom: `${verticalGap(style.fontSize)}px` };
  return (
    <div ref={box} class="pw-text" style={outerCss}>
      <div ref={content} style={{ ...innerCss, flexDirection: horizontal ? 'row' : undefined }}>
        {Array.from({ length: copies }, (_, index) => (
          <span
            key={index}
            style={copies > 1 ? { display: horizontal ? 'inline-block' : 'block', ...gap } : undefined}
          >
            {text || '\u00a0'}
          </span>
        ))}
      </div>
    </div>
  );
}
