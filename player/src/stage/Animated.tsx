/** @jsxImportSource preact */
import type { ComponentChildren } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { type Phase, planCycle } from './animation';

interface Props {
  style: {
    inMethod?: unknown;
    outMethod?: unknown;
    stopMethod?: unknown;
    speed?: unknown;
    stopTime?: unknown;
  };
  enabled: boolean;
  /** The view plays continuous scroll itself: the layer leaves it alone. */
  viewScrolls?: boolean;
  children: ComponentChildren;
}

/**
 * Plays the common block's in-method, stop method and out-method around a widget:
 * in → stay (stop method, for stopTime ms) → out → in again, when an out-method and a stop time are
 * set; otherwise in once and stay. Every timer is cleared on unmount or when the settings change.
 */
export function Animated({ style, enabled, viewScrolls, children }: Props) {
  const key = `${style.inMethod}|${style.outMethod}|${style.stopMethod}|${style.speed}|${style.stopTime}`;
  const plan = useMemo(() => planCycle(style), [key]);
  const [phase, setPhase] = useState<Phase>('in');
  const inMethod = viewScrolls && plan.inMethod === 'continuousScroll' ? null : plan.inMethod;
  const animatesIn = enabled && inMethod !== null && inMethod !== 'immediate';

  useEffect(() => {
    setPhase('in');
  }, [plan]);

  useEffect(() => {
    if (!enabled) return;
    let delay: number | null = null;
    let next: Phase = 'in';
    if (phase === 'in') {
      if (inMethod === 'continuousScroll') return;
      delay = animatesIn ? plan.durationMs : 0;
      next = 'stay';
    } else if (phase === 'stay') {
      if (!plan.cycles) return;
      delay = plan.stopTimeMs;
      next = 'out';
    } else {
      delay = plan.outMethod === 'immediate' ? 0 : plan.durationMs;
      next = 'in';
    }
    // A class change restarts the CSS animation: the widget itself is never remounted.
    const timer = setTimeout(() => setPhase(next), delay);
    return () => clearTimeout(timer);
  }, [enabled, phase, plan, inMethod, animatesIn]);

  if (!enabled || (!inMethod && !plan.outMethod && !plan.stopMethod)) return <>{children}</>;
  let motion = '';
  if (phase === 'in' && animatesIn) motion = `pw-anim pw-in-${inMethod}`;
  else if (phase === 'out' && plan.outMethod) motion = `pw-anim pw-out-${plan.outMethod}`;
  const stop = phase === 'stay' && plan.stopMethod === 'blink' ? 'pw-stop-blink' : '';
  return (
    <div class={stop} style={{ width: '100%', height: '100%' }} data-phase={phase}>
      <div
        class={motion || undefined}
        style={{ width: '100%', height: '100%', ['--pw-dur' as string]: `${plan.durationMs}ms` }}
      >
        {children}
      </div>
    </div>
  );
}
