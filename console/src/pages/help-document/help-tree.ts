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

/**
 * The document to show for a tree: the one shown, while the tree still holds it, else the tree's first
 * (none for a search without a match, which must not leave the last document on screen).
 */
export function documentToShow(nodes: HelpNode[], shown: string | undefined): string | undefined {
  const holds = (list: HelpNode[]): boolean =>
    list.some(
      (node) => (node.type === 'DOCUMENT' && node.documentId === shown) || holds(node.children ?? []),
    );
  return shown && holds(nodes) ? shown : firstDocument(nodes)?.documentId;
}

/** Every node of the tree by its id. */
export function nodesById(nodes: HelpNode[], into = new Map<string, HelpNode>()): Map<string, HelpNode> {
  for (const node of nodes) {
    into.set(node.documentId, node);
    nodesById(node.children ?? [], into);
  }
  return into;
}
