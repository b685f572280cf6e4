import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { attachments } from '../../db/schema';

export type NewAttachment = typeof attachments.$inferInsert;

export async function insertAttachment(db: Database, values: NewAttachment): Promise<string> {
  const [row] = await db.insert(attachments).values(values).returning({ id: attachments.id });
  return row.id;
}

/** An attachment the user uploaded himself, or undefined. */
export async function findOwnAttachment(db: Database, userId: string, attachId: string) {
  const [row] = await db
    .select()
    .from(attachments)
    .where(and(eq(attachments.id, attachId), eq(attachments.uploaderId, userId)));
  return row;
}
