import type { FleetNode } from '@site/shared-schema';

/** A fleet of the tree by its id, wherever it sits. */
export function findFleet(nodes: readonly FleetNode[], fleetId: string): FleetNode | undefined {
  for (const node of nodes) {
    if (node.fleetId === fleetId) return node;
    const found = findFleet(node.children, fleetId);
    if (found) return found;
  }
  return undefined;
}

/** The tree without one fleet and what is below it: the parents an edited fleet may move under. */
export function withoutSubtree(nodes: readonly FleetNode[], fleetId: string): FleetNode[] {
  return nodes
    .filter((node) => node.fleetId !== fleetId)
    .map((node) => ({ ...node, children: withoutSubtree(node.children, fleetId) }));
}

/** Every fleet id of the tree, parents before children (for expanding the whole tree). */
export const allFleetIds = (nodes: readonly FleetNode[]): string[] =>
  nodes.flatMap((node) => [node.fleetId, ...allFleetIds(node.children)]);
