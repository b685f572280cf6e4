import { randomInt } from 'node:crypto';
import {
  type DisplayAssignment,
  type DisplayHello,
  type DisplayReport,
  type DisplayScaleMode,
  PAIR_CODE_ALPHABET,
  PAIR_CODE_LENGTH,
} from '@site/shared-schema';
import { and, count, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { customScreens, displayPairings, siteDisplays } from '../../db/schema';
import { ApiError, CODE } from '../../http/envelope';
import { hashToken } from '../auth/sessions';
import { generatePlaybackKey } from '../screen/keys';
import { playableTurns } from './grant';

/** How long a pairing code waits to be registered; the display asks for a new one after that. */
const PAIRING_LIFETIME_MS = 30 * 60_000;
/** Unclaimed codes at once, all displays together: hello is public, so what it stores is bounded. */
export const MAX_LIVE_PAIRINGS = 500;
/** Unclaimed codes of one address: one caller cannot take every code, and a site's NAT still pairs a batch of TVs. */
export const MAX_PAIRINGS_PER_ADDRESS = 50;
export const TOO_MANY_PAIRINGS = '待配对的终端过多，请稍后再试';

const newPairCode = (): string =>
  Array.from(
    { length: PAIR_CODE_LENGTH },
    () => PAIR_CODE_ALPHABET[randomInt(PAIR_CODE_ALPHABET.length)],
  ).join('');

/** A code as an operator types it: spaces dropped, any case. */
const normalPairCode = (code: string): string => code.replace(/\s+/g, '').toUpperCase();

const publishedAt = async (db: Database, screenId: string): Promise<string> => {
  const [screen] = await db
    .select({ publishedAt: customScreens.publishedAt })
    .from(customScreens)
    .where(eq(customScreens.id, screenId));
  return screen?.publishedAt?.toISOString() ?? '';
};

const assignmentOf = async (
  db: Database,
  row: typeof siteDisplays.$inferSelect,
): Promise<DisplayAssignment> => ({
  displayId: row.id,
  displayName: row.displayName,
  projectId: row.projectId,
  screenId: row.screenId ?? '',
  publishedAt: row.screenId ? await publishedAt(db, row.screenId) : '',
  playlist: await playableTurns(db, row),
  scaleMode: row.scaleMode as DisplayScaleMode,
});

/** Notes that a registered display is alive, with what it reports. */
export async function noteSeen(db: Database, displayId: string, report?: DisplayReport): Promise<void> {
  await db
    .update(siteDisplays)
    .set({ lastSeenAt: new Date(), ...(report ? { report } : {}) })
    .where(eq(siteDisplays.id, displayId));
}

/**
 * What a display learns when it says hello with the token it keeps: its registration, the code it
 * still waits with, or, for a token nobody knows (never given, expired, revoked), a new token and code.
 */
export async function hello(
  db: Database,
  clientAddress: string,
  token: string,
  report?: DisplayReport,
): Promise<DisplayHello> {
  if (token) {
    const tokenHash = hashToken(token);
    const [display] = await db.select().from(siteDisplays).where(eq(siteDisplays.tokenHash, tokenHash));
    if (display) {
      await noteSeen(db, display.id, report);
      return { displayToken: token, pairCode: '', display: await assignmentOf(db, display) };
    }
    const [pairing] = await db
      .select()
      .from(displayPairings)
      .where(and(eq(displayPairings.tokenHash, tokenHash), gt(displayPairings.expiresAt, new Date())));
    if (pairing) return { displayToken: token, pairCode: pairing.pairCode, display: null };
  }
  return startPairing(db, clientAddress);
}

async function startPairing(db: Database, clientAddress: string): Promise<DisplayHello> {
  const now = new Date();
  await db.delete(displayPairings).where(lte(displayPairings.expiresAt, now));
  const [{ live, fromAddress }] = await db
    .select({
      live: count(),
      fromAddress:
        sql<number>`count(*) filter (where ${displayPairings.clientAddress} = ${clientAddress})`.mapWith(
          Number,
        ),
    })
    .from(displayPairings);
  if (live >= MAX_LIVE_PAIRINGS || fromAddress >= MAX_PAIRINGS_PER_ADDRESS)
    throw new ApiError(CODE.tooManyRequests, TOO_MANY_PAIRINGS);
  const token = generatePlaybackKey();
  for (;;) {
    const pairCode = newPairCode();
    const [stored] = await db
      .insert(displayPairings)
      .values({
        tokenHash: hashToken(token),
        pairCode,
        clientAddress,
        expiresAt: new Date(now.getTime() + PAIRING_LIFETIME_MS),
      })
      .onConflictDoNothing()
      .returning();
    // 31^6 codes against at most 500 live ones: a clash is rare, and the next draw settles it.
    if (stored) return { displayToken: token, pairCode, display: null };
  }
}

/** Takes a live code off the waiting list and answers its token's hash, or null for an unknown or expired code. */
export async function claimPairing(db: Database, code: string): Promise<string | null> {
  const [claimed] = await db
    .delete(displayPairings)
    .where(and(eq(displayPairings.pairCode, normalPairCode(code)), gt(displayPairings.expiresAt, new Date())))
    .returning({ tokenHash: displayPairings.tokenHash });
  return claimed?.tokenHash ?? null;
}
