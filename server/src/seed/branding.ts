import { AUDIT_SUCCESS, CLIENT_TYPE } from '@site/shared-schema';
import type { Database } from '../db/client';
import { privateConfigs } from '../db/schema';
import { DEMO_ORG_ID } from './demo';

/** Branding for localhost only, so 127.0.0.1 shows the default branding. */
export async function seedBranding(db: Database): Promise<void> {
  await db.insert(privateConfigs).values({
    orgId: DEMO_ORG_ID,
    domainName: 'localhost',
    clientType: CLIENT_TYPE,
    privateName: '智慧工地示范平台',
    auditResult: AUDIT_SUCCESS,
  });
}
