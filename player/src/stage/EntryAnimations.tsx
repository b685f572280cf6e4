/** @jsxImportSource preact */

import { ENTRY_ANIMATIONS } from '@site/shared-schema';
import type { ComponentChildren } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';

/**
 * The component's `animations` list (the designer's animation panel: ENTRY_ANIMATIONS names such as
 * fadeIn or bounce, each with `animationTime` seconds and `isLoop`), played in order when the
 * component appears; a looping one keeps playing. Names the player does not know are skipped.
 */
export interface EntryStep {
  name: string;
  ms: number;
  loop: boolean;
}

export function entrySteps(animations: unknown): EntryStep[] {
  if (!Array.isArray(animations)) return [];
  const steps: EntryStep[] = [];
  for (const item of animations) {
    if (!item || typeof item !== 'object') continue;
    const { value, animationTime, isLoop } = item as {
      value?: unknown;
      animationTime?: unknown;
      isLoop?: unknown;
    };
    if (typeof value !== 'string' || !(ENTRY_ANIMATIONS as readonly string[]).includes(value)) continue;
    const seconds = Number(animationTime);
    steps.push({
      name: value,
      ms: Math.round((Number.isFinite(seconds) && seconds > 0 ? seconds : 1) * 1000),
      loop: isLoop === true,
    });
    if (isLoop === true) break;
  }
  return steps;
}

export function EntryAnimations({
  animations,
  enabled,
  children,
}: {
  animations: unknown;
  enabled: boolean;
  children: ComponentChildren;
}) {
  const key = JSON.stringify(animations ?? []);
  const steps = useMemo(() => entrySteps(animations), [key]);
  const [index, setIndex] = useState(0);
  useEffect(() => setIndex(0), [steps]);
  const step = enabled ? steps[index] : undefined;
  useEffect(() => {
    if (!step || step.loop) return;
    const timer = setTimeout(() => setIndex((i) => i + 1), step.ms);
    return () => clearTimeout(timer);
  }, [step]);
  if (!enabled || steps.length === 0) return <>{children}</>;
  return (
    <div
      class={step ? `pw-ea pw-ea-${step.name}` : undefined}
      style={{
        width: '100%',
        height: '100%',
        animationDuration: step ? `${step.ms}ms` : undefined,
        animationIterationCount: step?.loop ? 'infinite' : undefined,
      }}
    >
      {children}
    </div>
  );
}
