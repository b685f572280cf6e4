import { type Signal, signal } from '@preact/signals';
import type { ComponentStyle, Linkage } from '@site/shared-schema';

/**
 * Linkage (seed 001 §3): a click or hover on one component changes the style of its targets for
 * `duration` seconds, then restores it. With no duration a hover lasts while the pointer stays and a
 * click toggles. Targets read their override from a signal, so only they re-render.
 */

export type StyleOverride = Partial<ComponentStyle>;
export type LinkageTrigger = 'v-click' | 'v-hover';

export function linkageOverride(entries: readonly { key: string; value: string | number }[]): StyleOverride {
  const out: Record<string, unknown> = {};
  for (const entry of entries) {
    if (!entry || typeof entry.key !== 'string' || !entry.key) continue;
    if (entry.value === '' || entry.value === undefined || entry.value === null) continue;
    // Geometry and numeric fields stay numbers, so the box maths keeps working.
    const numeric = typeof entry.value === 'string' && /^-?\d+(\.\d+)?$/.test(entry.value.trim());
    out[entry.key] = numeric ? Number(entry.value) : entry.value;
  }
  return out as StyleOverride;
}

interface Active {
  sources: Set<string>;
  style: StyleOverride;
}

export class LinkageBus {
  private readonly targets = new Map<string, Signal<StyleOverride | null>>();
  private readonly active = new Map<string, Map<string, Active>>();
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly toggled = new Set<string>();

  /** The override signal a target component reads. */
  overrideOf(id: string): Signal<StyleOverride | null> {
    let target = this.targets.get(id);
    if (!target) {
      target = signal<StyleOverride | null>(null);
      this.targets.set(id, target);
    }
    return target;
  }

  /** Fires the linkage of `sourceId` for one trigger; `phase` 'leave' ends a hover without duration. */
  fire(
    sourceId: string,
    linkage: Linkage | undefined,
    trigger: LinkageTrigger,
    phase: 'enter' | 'leave' = 'enter',
  ): void {
    if (!linkage || !Array.isArray(linkage.data)) return;
    const items = linkage.data.filter((item) => item && item.event === trigger && item.id);
    if (!items.length) return;
    const seconds = Number(linkage.duration) || 0;
    const token = `${sourceId}:${trigger}`;
    if (phase === 'leave') {
      if (seconds <= 0) this.end(token);
      return;
    }
    if (seconds <= 0 && trigger === 'v-click' && this.toggled.has(token)) {
      this.toggled.delete(token);
      this.end(token);
      return;
    }
    for (const item of items) this.apply(item.id, token, linkageOverride(item.style ?? []));
    const previous = this.timers.get(token);
    if (previous) clearTimeout(previous);
    if (seconds > 0) {
      this.timers.set(
        token,
        setTimeout(() => {
          this.timers.delete(token);
          this.end(token);
        }, seconds * 1000),
      );
    } else if (trigger === 'v-click') {
      this.toggled.add(token);
    }
  }

  private apply(targetId: string, token: string, style: StyleOverride): void {
    let byToken = this.active.get(targetId);
    if (!byToken) {
      byToken = new Map();
      this.active.set(targetId, byToken);
    }
    byToken.set(token, { sources: new Set([token]), style });
    this.publish(targetId);
  }

  private end(token: string): void {
    for (const [targetId, byToken] of this.active) {
      if (byToken.delete(token)) this.publish(targetId);
      if (byToken.size === 0) this.active.delete(targetId);
    }
  }

  private publish(targetId: string): void {
    const byToken = this.active.get(targetId);
    const merged: StyleOverride = {};
    if (byToken) for (const { style } of byToken.values()) Object.assign(merged, style);
    this.overrideOf(targetId).value = Object.keys(merged).length ? merged : null;
  }

  /** Clears every timer and override (screen unmount or soft reload). */
  dispose(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    this.active.clear();
    this.toggled.clear();
    for (const target of this.targets.values()) target.value = null;
    this.targets.clear();
  }

  /** Number of pending restore timers (tests). */
  pendingTimers(): number {
    return this.timers.size;
  }
}
