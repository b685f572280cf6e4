import type { PrivateConfig } from '@site/shared-schema';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { privateConfigs } from '../../db/schema';

/** The private branding of a domain for a client type, or null when the domain has none. */
export async function findPrivateConfig(
  db: Database,
  domainName: string,
  clientType: string,
): Promise<(PrivateConfig & { domainName: string; clientType: string }) | null> {
  const [row] = await db
    .select({
      domainName: privateConfigs.domainName,
      clientType: privateConfigs.clientType,
      privateName: privateConfigs.privateName,
      privateLoginIconUrl: privateConfigs.privateLoginIconUrl,
      privateIconUrl: privateConfigs.privateIconUrl,
      privateLoginBgUrl: privateConfigs.privateLoginBgUrl,
      auditResult: privateConfigs.auditResult,
    })
    .from(privateConfigs)
    .where(
      and(eq(privateConfigs.domainName, domainName.toLowerCase()), eq(privateConfigs.clientType, clientType)),
    );
  return row ?? null;
}
