import type { HelpNode } from '@site/shared-schema';

/** The first document of the tree, depth first: the one shown when the page opens. */
export function firstDocument(nodes: HelpNode[]): HelpNode | undefined {
  for (const node of nodes) {
    if (node.type === 'DOCUMENT') return node;
    const inside = firstDocument(node.children ?? []);
    if (inside) return inside;
  }
  return undefined;
}

/** Ids of every folder, so a filtered tree shows its matches opened. */
export function folderIds(nodes: HelpNode[]): string[] {
  return nodes.flatMap((node) =>
    node.type === 'MENU' ? [node.documentId, ...folderIds(node.children ?? [])] : [],
  );
}
