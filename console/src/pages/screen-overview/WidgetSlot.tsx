import { type MountedWidget, mountWidget, type RealtimeSource } from '@site/player';
import type { ScreenComponent } from '@site/shared-schema';
import { useEffect, useRef } from 'react';

interface Props {
  component: ScreenComponent;
  projectId: string;
  /** The Authorization value of the session. */
  authorization: string;
  realtime: RealtimeSource | null;
  scale: number;
}

/** One player widget mounted at its place on the stage, live (as on a wall), reading as the user. */
export function WidgetSlot({ component, projectId, authorization, realtime, scale }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const mounted = useRef<MountedWidget | null>(null);

  useEffect(() => {
    if (!host.current) return;
    const widget = mountWidget(host.current, component, {
      projectId,
      preview: true,
      credentials: { authorization },
      realtime,
    });
    mounted.current = widget;
    return () => {
      widget.unmount();
      mounted.current = null;
    };
  }, [component, projectId, authorization, realtime]);

  useEffect(() => mounted.current?.setScale(scale), [scale]);

  const { left, top, width, height } = component.style;
  return (
    <div
      ref={host}
      className="data-screen__widget"
      data-testid={`data-screen-widget-${component.component}`}
      style={{ left, top, width, height }}
    />
  );
}
