import { useEffect, useRef, useState } from 'react';
import { marqueeOffset, marqueeOverflow } from './marquee';

/** A one-line text that scrolls (pausing at both ends) when it is wider than its box. */
export function Marquee({ text, testId }: { text: string; testId?: string }) {
  const box = useRef<HTMLDivElement>(null);
  const line = useRef<HTMLSpanElement>(null);
  const [overflow, setOverflow] = useState(0);

  // offsetWidth is layout size, unaffected by the stage's CSS scale; a new text resizes the line.
  useEffect(() => {
    const measure = () =>
      setOverflow(marqueeOverflow(line.current?.offsetWidth ?? 0, box.current?.offsetWidth ?? 0));
    measure();
    const observer = new ResizeObserver(measure);
    for (const element of [box.current, line.current]) if (element) observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const element = line.current;
    if (!element) return;
    element.style.transform = '';
    if (overflow === 0) return;
    const start = performance.now();
    let frame = requestAnimationFrame(function step(now) {
      element.style.transform = `translateX(${marqueeOffset(now - start, overflow)}px)`;
      frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [overflow]);

  return (
    <div ref={box} className="data-screen__marquee" data-testid={testId} data-scrolling={overflow > 0}>
      <span ref={line}>{text}</span>
    </div>
  );
}
