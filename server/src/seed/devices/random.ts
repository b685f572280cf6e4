/** A deterministic pseudo-random source in [0, 1). */
export type Random = () => number;

/** FNV-1a of a key: the same key always starts the same series. */
function hashKey(key: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index++) {
    hash ^= key.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32 seeded by a key: each device gets its own stable series, independent of the others. */
export function seededRandom(key: string): Random {
  let state = hashKey(key);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

export const between = (random: Random, min: number, max: number): number => min + random() * (max - min);

/** An integer from min to max, both included. */
export const integerBetween = (random: Random, min: number, max: number): number =>
  Math.floor(between(random, min, max + 1));

export const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)];

export const round = (value: number, digits = 1): number => {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
};
