import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sharedAnswers } from '../../db/schema';

/**
 * One computation per key per window across every replica of one database: a call finds the window's
 * answer in shared_answers, or computes it and keeps it there for the others. Concurrent calls of one
 * process share the computation under way; replicas missing at the same moment may each compute once. A
 * failure is not kept. Times are the database's, so replicas agree on the window.
 */
export function throttleShared<T>(
  db: Database,
  name: string,
  windowMs: number,
  compute: (key: string) => Promise<T>,
): (key: string) => Promise<T> {
  const running = new Map<string, Promise<T>>();
  const answerOf = async (key: string, shared: string): Promise<T> => {
    const kept = await db
      .select({ answer: sharedAnswers.answer })
      .from(sharedAnswers)
      .where(
        and(
          eq(sharedAnswers.key, shared),
          gt(sharedAnswers.computedAt, sql`now() - ${windowMs} * interval '1 millisecond'`),
        ),
      );
    if (kept.length > 0) return kept[0].answer as T;
    const answer = await compute(key);
    await db
      .insert(sharedAnswers)
      .values({ key: shared, answer, computedAt: sql`now()` })
      .onConflictDoUpdate({ target: sharedAnswers.key, set: { answer, computedAt: sql`now()` } });
    return answer;
  };
  return (key) => {
    const shared = `${name}:${key}`;
    const under = running.get(shared);
    if (under) return under;
    const answer = answerOf(key, shared).finally(() => running.delete(shared));
    running.set(shared, answer);
    return answer;
  };
}
