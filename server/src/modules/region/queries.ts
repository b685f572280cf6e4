import type { RegionNode } from '@site/shared-schema';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { regions } from '../../db/schema';

export type RegionTreeNode = RegionNode & {
  parentId: string | null;
  level: number;
  children?: RegionTreeNode[];
};

/** The whole region tree; leaves carry no `children`, so cascaders do not offer to open them. */
export async function regionTree(db: Database): Promise<RegionTreeNode[]> {
  const rows = await db
    .select()
    .from(regions)
    .orderBy(asc(regions.level), asc(regions.sort), asc(regions.id));
  const nodes = new Map<string, RegionTreeNode>();
  const roots: RegionTreeNode[] = [];
  for (const row of rows) {
    const node: RegionTreeNode = {
      regionId: row.id,
      regionName: row.name,
      parentId: row.parentId,
      level: row.level,
    };
    nodes.set(row.id, node);
    const parent = row.parentId ? nodes.get(row.parentId) : undefined;
    if (!parent) roots.push(node);
    else parent.children = [...(parent.children ?? []), node];
  }
  return roots;
}
