import { displayTopic } from '@site/shared-realtime';
import type { DisplayMessage } from '@site/shared-schema';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { siteDisplays } from '../../db/schema';

/** Tells the registered displays the condition picks (those of a playlist that changed) on their topics. */
export async function tellDisplays(
  app: FastifyInstance,
  db: Database,
  which: SQL | undefined,
  message: DisplayMessage,
): Promise<void> {
  const displays = await db.select({ id: siteDisplays.id }).from(siteDisplays).where(which);
  for (const display of displays) app.realtime.publish(displayTopic(display.id), message);
}
