import type { HelpNode } from '@site/shared-schema';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { helpNodes } from '../../db/schema';
import { renderDocument } from './markdown';

type HelpRow = typeof helpNodes.$inferSelect;

const toNode = (row: HelpRow): HelpNode => ({
  documentId: row.id,
  name: row.name,
  type: row.type as HelpNode['type'],
});

/**
 * The help tree of a client type without document contents. With a keyword a node stays when its name
 * matches (a matching folder keeps all it holds) or when something below it stays.
 */
export async function helpTree(
  db: Database,
  orgId: string,
  clientType: string,
  keyword: string,
): Promise<HelpNode[]> {
  const rows = await db
    .select()
    .from(helpNodes)
    .where(and(eq(helpNodes.orgId, orgId), eq(helpNodes.clientType, clientType)))
    .orderBy(asc(helpNodes.sort), asc(helpNodes.name));
  const childrenOf = (parentId: string | null) => rows.filter((row) => row.parentId === parentId);
  const build = (row: HelpRow, matched: boolean): HelpNode | null => {
    const self = matched || row.name.includes(keyword);
    const children = childrenOf(row.id)
      .map((child) => build(child, self))
      .filter((node): node is HelpNode => node !== null);
    if (!self && children.length === 0) return null;
    return row.type === 'MENU' ? { ...toNode(row), children } : toNode(row);
  };
  return childrenOf(null)
    .map((row) => build(row, keyword === ''))
    .filter((node): node is HelpNode => node !== null);
}

export async function findHelpDocument(
  db: Database,
  orgId: string,
  documentId: string,
): Promise<HelpNode | null> {
  const [row] = await db
    .select()
    .from(helpNodes)
    .where(and(eq(helpNodes.orgId, orgId), eq(helpNodes.id, documentId)));
  return row
    ? { ...toNode(row), documentContent: renderDocument(row.content), documentSource: row.content }
    : null;
}
