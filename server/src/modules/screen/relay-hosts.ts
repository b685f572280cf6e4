import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { relayHosts } from '../../db/schema';
import { fieldError } from '../../http/envelope';

export type RelayHostRow = typeof relayHosts.$inferSelect;

const HOST_AND_PORT = /^(\[[0-9a-f:.]+\]|[^\s/?#@:[\]]+)(?::(\d{1,5}))?$/i;

/**
 * An allow-list entry as stored: the host name as URLs spell it (lower case, punycode), with a port
 * when one is given (`example.com`, `example.com:8080`, `[::1]:3000`). Anything else, such as a path,
 * credentials or a scheme, is refused.
 */
export function normalizeRelayHost(input: string): string {
  const match = HOST_AND_PORT.exec(input.trim());
  const port = match?.[2] === undefined ? null : Number(match[2]);
  let hostname = '';
  try {
    if (match) hostname = new URL(`http://${match[1]}`).hostname;
  } catch {
    hostname = '';
  }
  if (!hostname || (port !== null && (port < 1 || port > 65_535))) {
    throw fieldError('host', '应为主机名或“主机名:端口”');
  }
  return port === null ? hostname : `${hostname}:${port}`;
}

/** The port a URL reaches, given or implied by its scheme. */
const effectivePort = (url: URL): string => url.port || (url.protocol === 'https:' ? '443' : '80');

/** Whether the organisation's allow-list names the URL's host, on any port or on the URL's port. */
export async function isRelayAllowed(db: Database, orgId: string, url: URL): Promise<boolean> {
  const names = [url.hostname, `${url.hostname}:${effectivePort(url)}`];
  const [row] = await db
    .select({ id: relayHosts.id })
    .from(relayHosts)
    .where(and(eq(relayHosts.orgId, orgId), inArray(relayHosts.host, names)))
    .limit(1);
  return row !== undefined;
}

export async function listRelayHosts(db: Database, orgId: string): Promise<RelayHostRow[]> {
  return db.select().from(relayHosts).where(eq(relayHosts.orgId, orgId)).orderBy(asc(relayHosts.host));
}

/** Adds the host; undefined when the organisation already allows it. */
export async function insertRelayHost(
  db: Database,
  orgId: string,
  host: string,
): Promise<RelayHostRow | undefined> {
  const [row] = await db.insert(relayHosts).values({ orgId, host }).onConflictDoNothing().returning();
  return row;
}

/** Deletes one host of the organisation; false when it has no such host. */
export async function deleteRelayHost(db: Database, orgId: string, hostId: string): Promise<boolean> {
  const deleted = await db
    .delete(relayHosts)
    .where(and(eq(relayHosts.orgId, orgId), eq(relayHosts.id, hostId)))
    .returning({ id: relayHosts.id });
  return deleted.length > 0;
}
