import { IN_METHODS, OUT_METHODS } from '@site/shared-schema';

/** Duration of an in/out method for speed levels 1 (slowest) to 6 (fastest). */
const SPEED_MS = [2400, 1800, 1200, 900, 600, 300];

export function speedDuration(speed: unknown): number {
  const level = Math.round(Number(speed));
  return SPEED_MS[(Number.isFinite(level) ? Math.min(6, Math.max(1, level)) : 3) - 1];
}

const IN_NAMES = IN_METHODS.map((m) => m.value).filter((v) => v !== 'random' && v !== 'immediate');
const OUT_NAMES = OUT_METHODS.map((m) => m.value).filter((v) => v !== 'random' && v !== 'immediate');

/** The method to play: `random` picks one (continuous scroll excluded), unknown names mean none. */
export function resolveMethod(
  kind: 'in' | 'out',
  value: unknown,
  random: () => number = Math.random,
): string | null {
  if (typeof value !== 'string' || value === '') return null;
  const names = kind === 'in' ? IN_NAMES : OUT_NAMES;
  if (value === 'random') {
    const choices = names.filter((name) => name !== 'continuousScroll');
    return choices[Math.floor(random() * choices.length) % choices.length] ?? null;
  }
  if (value === 'immediate') return 'immediate';
  return names.includes(value) ? value : null;
}

export type Phase = 'in' | 'stay' | 'out';

export interface CyclePlan {
  inMethod: string | null;
  outMethod: string | null;
  stopMethod: string | null;
  durationMs: number;
  stopTimeMs: number;
  /** in → stay → out → in … (only with an out method and a stop time). */
  cycles: boolean;
}

export function planCycle(
  style: {
    inMethod?: unknown;
    outMethod?: unknown;
    stopMethod?: unknown;
    speed?: unknown;
    stopTime?: unknown;
  },
  random?: () => number,
): CyclePlan {
  const inMethod = resolveMethod('in', style.inMethod, random);
  const outMethod = resolveMethod('out', style.outMethod, random);
  const stopMethod = style.stopMethod === 'blink' ? 'blink' : null;
  const stopTimeMs = Math.max(0, Number(style.stopTime) || 0);
  const cycles = outMethod !== null && stopTimeMs > 0 && inMethod !== 'continuousScroll';
  return { inMethod, outMethod, stopMethod, durationMs: speedDuration(style.speed), stopTimeMs, cycles };
}
