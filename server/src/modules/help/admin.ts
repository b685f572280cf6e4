import { CLIENT_TYPE, HELP_MESSAGES } from '@site/shared-schema';
import { and, asc, eq, isNull, max } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { helpNodes } from '../../db/schema';
import { ApiError, CODE } from '../../http/envelope';

type HelpRow = typeof helpNodes.$inferSelect;

/** A node of the organisation's tree, or 404 文档不存在 (another organisation's is not told apart). */
export async function ownNode(db: Database, orgId: string, documentId: string): Promise<HelpRow> {
  const [row] = await db
    .select()
    .from(helpNodes)
    .where(and(eq(helpNodes.orgId, orgId), eq(helpNodes.id, documentId)));
  if (!row) throw new ApiError(CODE.notFound, HELP_MESSAGES.notFound);
  return row;
}

const siblingsWhere = (row: Pick<HelpRow, 'orgId' | 'clientType' | 'parentId'>) =>
  and(
    eq(helpNodes.orgId, row.orgId),
    eq(helpNodes.clientType, row.clientType),
    row.parentId === null ? isNull(helpNodes.parentId) : eq(helpNodes.parentId, row.parentId),
  );

/** Adds a folder or document last in its folder (the top level when parentId is null). */
export async function addNode(
  db: Database,
  orgId: string,
  node: {
    parentId: string | null;
    type: 'MENU' | 'DOCUMENT';
    name: string;
    source: string;
    clientType?: string;
  },
): Promise<string> {
  let clientType = node.clientType || CLIENT_TYPE;
  if (node.parentId) {
    const parent = await ownNode(db, orgId, node.parentId);
    if (parent.type !== 'MENU') throw new ApiError(CODE.badRequest, HELP_MESSAGES.parentNotFolder);
    clientType = parent.clientType;
  }
  const place = { orgId, clientType, parentId: node.parentId };
  const [{ last }] = await db
    .select({ last: max(helpNodes.sort) })
    .from(helpNodes)
    .where(siblingsWhere(place));
  const [row] = await db
    .insert(helpNodes)
    .values({
      ...place,
      type: node.type,
      name: node.name,
      content: node.type === 'DOCUMENT' ? node.source : '',
      sort: (last ?? 0) + 1,
    })
    .returning({ id: helpNodes.id });
  return row.id;
}

/**
 * Swaps a node with the sibling before (UP) or after (DOWN) it. The siblings are renumbered in their
 * shown order first, so seeded nodes that share a sort value move too.
 */
export async function moveNode(db: Database, row: HelpRow, direction: 'UP' | 'DOWN'): Promise<void> {
  const siblings = await db
    .select({ id: helpNodes.id })
    .from(helpNodes)
    .where(siblingsWhere(row))
    .orderBy(asc(helpNodes.sort), asc(helpNodes.name));
  const ids = siblings.map((sibling) => sibling.id);
  const at = ids.indexOf(row.id);
  const to = direction === 'UP' ? at - 1 : at + 1;
  if (to < 0 || to >= ids.length) throw new ApiError(CODE.badRequest, HELP_MESSAGES.edge);
  [ids[at], ids[to]] = [ids[to], ids[at]];
  for (const [index, id] of ids.entries())
    await db
      .update(helpNodes)
      .set({ sort: index + 1 })
      .where(eq(helpNodes.id, id));
}
