/**
 * One computation per key per window: calls inside the window get the answer of the first one (even
 * while it is still running), so a wall of widgets polling together costs one query. A failure is not
 * kept, the next call computes again.
 */
export function throttlePerKey<T>(
  windowMs: number,
  compute: (key: string) => Promise<T>,
  now: () => number = () => Date.now(),
): (key: string) => Promise<T> {
  const cache = new Map<string, { at: number; answer: Promise<T> }>();
  return (key) => {
    const time = now();
    const kept = cache.get(key);
    if (kept && time - kept.at < windowMs) return kept.answer;
    // Drop expired keys as we go, so the cache holds only the keys of the last window.
    for (const [other, entry] of cache) if (time - entry.at >= windowMs) cache.delete(other);
    const entry = { at: time, answer: compute(key) };
    cache.set(key, entry);
    entry.answer.catch(() => {
      if (cache.get(key) === entry) cache.delete(key);
    });
    return entry.answer;
  };
}
