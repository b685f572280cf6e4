/** @jsxImportSource preact */
import type { ComponentChildren } from 'preact';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { measureInNextFrame } from '../../stage/measure-batch';
import type { Css } from '../../stage/style';
import { fitShare } from './line-fit';
import { ONE_LINE } from './SitePanel';

interface Props {
  /** Changes of what the line shows, to measure again (its text). */
  text: string;
  style?: Partial<Css>;
  children: ComponentChildren;
}

/**
 * One line that shrinks its type to fit its box (down to MIN_FIT), and only past that ends in an
 * ellipsis: a figure on a wall must stay whole when it grows a digit.
 */
export function FitLine({ text, style, children }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLSpanElement>(null);
  const [fit, setFit] = useState(1);
  const measure = useRef(() => {});
  measure.current = () => {
    const outer = box.current;
    const inner = content.current;
    if (!outer || !inner) return;
    // Drawn widths, to the subpixel (whole-pixel sizes would leave a line a fraction too wide);
    // both are scaled alike by the stage, so their ratio is the layout's.
    const share = fitShare(fit, outer.getBoundingClientRect().width, inner.getBoundingClientRect().width);
    setFit((previous) => (previous === share ? previous : share));
  };
  useLayoutEffect(() => measureInNextFrame(() => measure.current()), [text]);
  useEffect(() => {
    const outer = box.current;
    if (!outer || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => measureInNextFrame(() => measure.current()));
    observer.observe(outer);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={box} style={{ ...ONE_LINE, ...style }}>
      <span ref={content} style={fit < 1 ? { fontSize: `${fit}em` } : undefined}>
        {children}
      </span>
    </div>
  );
}
