/** @jsxImportSource preact */
import { AREA_SCROLL_PAUSE_MS, AREA_SCROLL_STEP_MS } from '@site/shared-schema';
import type { ComponentChildren } from 'preact';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { measureInNextFrame } from '../../stage/measure-batch';

interface Props {
  /** Scroll at all (false on the designer's edit canvas). */
  live: boolean;
  children: ComponentChildren;
}

/**
 * One loop of the seed's scrolling (001 §2, §9): a 1 s pause at the top, 1 px every 16 ms down to the
 * bottom, a 1 s pause there, then back to the top.
 */
export function scrollLoop(overflow: number): { keyframes: Keyframe[]; duration: number } {
  const move = overflow * AREA_SCROLL_STEP_MS;
  const duration = 2 * AREA_SCROLL_PAUSE_MS + move;
  const bottom = `translateY(${-overflow}px)`;
  return {
    duration,
    keyframes: [
      { transform: 'translateY(0)', offset: 0 },
      { transform: 'translateY(0)', offset: AREA_SCROLL_PAUSE_MS / duration },
      { transform: bottom, offset: (AREA_SCROLL_PAUSE_MS + move) / duration },
      { transform: bottom, offset: 1 },
    ],
  };
}

/**
 * A list that scrolls itself when taller than its box. The loop is a Web Animation, run by the
 * compositor: a wall plays for weeks on weak TV boxes, where a JavaScript step every 16 ms was most of
 * its timers. The list is measured again only when its box or its rows change size.
 */
export function AutoScroll({ live, children }: Props) {
  const viewport = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState(0);

  useEffect(() => {
    const outer = viewport.current;
    const inner = content.current;
    if (!live || !outer || !inner || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflow(Math.max(0, Math.round(inner.offsetHeight - outer.clientHeight)));
    let cancel = measureInNextFrame(measure);
    const observer = new ResizeObserver(() => {
      cancel();
      cancel = measureInNextFrame(measure);
    });
    observer.observe(outer);
    observer.observe(inner);
    return () => {
      cancel();
      observer.disconnect();
    };
  }, [live]);

  useLayoutEffect(() => {
    const inner = content.current;
    if (!live || overflow <= 0 || !inner || typeof inner.animate !== 'function') return;
    const { keyframes, duration } = scrollLoop(overflow);
    const animation = inner.animate(keyframes, { duration, iterations: Number.POSITIVE_INFINITY });
    return () => animation.cancel();
  }, [live, overflow]);

  return (
    <div ref={viewport} class="pw-auto-scroll" style={{ height: '100%', overflow: 'hidden' }}>
      {/* At least as tall as the box, as a column: rows that may grow share the room when they fit. */}
      <div
        ref={content}
        style={{
          minHeight: '100%',
          display: 'flex',
          flexDirection: 'column',
          willChange: live && overflow > 0 ? 'transform' : undefined,
        }}
      >
        {children}
      </div>
    </div>
  );
}
