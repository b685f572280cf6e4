/** @jsxImportSource preact */
import { AREA_SCROLL_PAUSE_MS, AREA_SCROLL_STEP_MS } from '@site/shared-schema';
import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';

interface Props {
  /** Scroll at all (false on the designer's edit canvas). */
  live: boolean;
  children: ComponentChildren;
}

/**
 * A list that scrolls itself when taller than its box (seed 001 §2, §9): 1 px every 16 ms, a 1 s
 * pause at the top and at the bottom, then back to the top. The content moves by a transform, so a
 * step costs no layout on weak TV hardware; a list that fits stays still and is looked at again once
 * per pause, since its rows change with each read.
 */
export function AutoScroll({ live, children }: Props) {
  const viewport = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const outer = viewport.current;
    const inner = content.current;
    if (!live || !outer || !inner) return;
    let offset = 0;
    let timer: ReturnType<typeof setTimeout>;
    const moveTo = (next: number) => {
      offset = next;
      inner.style.transform = next ? `translateY(${-next}px)` : '';
    };
    const backToTop = () => {
      moveTo(0);
      timer = setTimeout(step, AREA_SCROLL_PAUSE_MS);
    };
    const step = () => {
      const overflow = inner.offsetHeight - outer.clientHeight;
      if (overflow <= 0) {
        backToTop();
        return;
      }
      moveTo(Math.min(overflow, offset + 1));
      timer =
        offset < overflow
          ? setTimeout(step, AREA_SCROLL_STEP_MS)
          : setTimeout(backToTop, AREA_SCROLL_PAUSE_MS);
    };
    timer = setTimeout(step, AREA_SCROLL_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      moveTo(0);
    };
  }, [live]);

  return (
    <div ref={viewport} class="pw-auto-scroll" style={{ height: '100%', overflow: 'hidden' }}>
      <div ref={content} style={{ willChange: live ? 'transform' : undefined }}>
        {children}
      </div>
    </div>
  );
}
