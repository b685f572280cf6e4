import type { CDPSession } from '@playwright/test';

/** What a V8 heap snapshot says of one kind of object: how many, and their own bytes. */
interface Group {
  type: string;
  count: number;
  bytes: number;
}

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
}

/** Objects of a snapshot grouped by type and constructor (or a string's first characters). */
export function heapGroups(json: string): Map<string, Group> {
  const { snapshot, nodes, strings } = JSON.parse(json) as Snapshot;
  const fields = snapshot.meta.node_fields;
  const width = fields.length;
  const typeAt = fields.indexOf('type');
  const nameAt = fields.indexOf('name');
  const sizeAt = fields.indexOf('self_size');
  const types = snapshot.meta.node_types[0];
  const groups = new Map<string, Group>();
  for (let index = 0; index < nodes.length; index += width) {
    const type = types[nodes[index + typeAt]];
    const name = strings[nodes[index + nameAt]];
    const key = `${type} ${type.endsWith('string') ? name.slice(0, 40) : name}`;
    const group = groups.get(key) ?? { type, count: 0, bytes: 0 };
    group.count += 1;
    group.bytes += nodes[index + sizeAt];
    groups.set(key, group);
  }
  return groups;
}

const growth = (before: Map<string, Group>, key: string, group: Group) => {
  const earlier = before.get(key);
  return { count: group.count - (earlier?.count ?? 0), bytes: group.bytes - (earlier?.bytes ?? 0) };
};
const kb = (bytes: number) => `${bytes >= 0 ? '+' : ''}${(bytes / 1024).toFixed(1)} KB`;

/**
 * The growth by kind of object. Blink's own objects ('native': the DOM, layout, and DevTools' buffers of
 * the run's network log) live outside the JS heap the samples measure, so they are told apart.
 */
export function grownKinds(before: Map<string, Group>, after: Map<string, Group>): string {
  const kinds = new Map<string, number>();
  for (const [key, group] of after)
    kinds.set(group.type, (kinds.get(group.type) ?? 0) + growth(before, key, group).bytes);
  for (const [key, group] of before)
    if (!after.has(key)) kinds.set(group.type, (kinds.get(group.type) ?? 0) - group.bytes);
  return [...kinds]
    .filter(([, bytes]) => Math.abs(bytes) >= 10 * 1024)
    .sort((a, b) => b[1] - a[1])
    .map(([type, bytes]) => `${type} ${kb(bytes)}`)
    .join(', ');
}

/** The groups that grew most in bytes from one snapshot to the next, as printable lines. */
export function grownGroups(before: Map<string, Group>, after: Map<string, Group>, top = 15): string[] {
  return [...after]
    .map(([key, group]) => ({ key, ...growth(before, key, group) }))
    .filter((group) => group.bytes > 0)
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, top)
    .map((group) => `${kb(group.bytes).padStart(12)}  +${group.count}  ${group.key.slice(0, 100)}`);
}

/** A heap snapshot of the page after garbage collection, as DevTools saves it. */
export async function heapSnapshot(cdp: CDPSession): Promise<string> {
  const chunks: string[] = [];
  const collect = ({ chunk }: { chunk: string }) => chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', collect);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', collect);
  return chunks.join('');
}
