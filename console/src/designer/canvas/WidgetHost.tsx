import { type MountContext, type MountedWidget, mountWidget } from '@site/player';
import type { ScreenComponent } from '@site/shared-schema';
import { useEffect, useRef } from 'react';

interface Props {
  component: ScreenComponent;
  context: MountContext;
  /** The zoom of the canvas, so the widget draws sharp at it. */
  scale: number;
  className?: string;
}

/**
 * A host element in which the player mounts the widget (Preact, outside React's tree): mounted once
 * per context, updated when the component changes, unmounted when it leaves the canvas.
 */
export function WidgetHost({ component, context, scale, className = 'designer-widget-host' }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const widget = useRef<MountedWidget | null>(null);
  const latest = useRef({ component, scale });
  latest.current = { component, scale };

  useEffect(() => {
    const mounted = mountWidget(ref.current!, latest.current.component, {
      ...context,
      scale: latest.current.scale,
    });
    widget.current = mounted;
    return () => {
      widget.current = null;
      mounted.unmount();
    };
  }, [context]);

  useEffect(() => widget.current?.update(component), [component]);
  useEffect(() => widget.current?.setScale(scale), [scale]);

  return <div ref={ref} className={className} />;
}
