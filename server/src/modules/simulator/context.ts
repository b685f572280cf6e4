import type { Database } from '../../db/client';
import type { Random } from '../../seed/devices/random';

/** What one round of the simulator works with. */
export interface SimulatorContext {
  db: Database;
  /** The hub's publish: a JSON body to an org or project topic. */
  publish: (destination: string, body: unknown) => void;
  random: Random;
  /** The time between two rounds: what the energy of a reading covers. */
  intervalMs: number;
}

/** A gentle pull towards a target with some noise: the next value of a drifting reading. */
export function drift(random: Random, previous: number, target: number, spread: number, pull = 0.3): number {
  return previous + (target - previous) * pull + (random() * 2 - 1) * spread;
}

export const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));

/** Picks one item with the chance given, or nothing. */
export const chance = (random: Random, probability: number): boolean => random() < probability;
