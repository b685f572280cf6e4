import { CERT_RECORD_RESOURCE } from '@site/shared-schema';
import type { RoutePlan } from '../../resource/plan';
import { resourcePlans } from '../../resource/register';
import { certRecordAdapter } from './adapters';

/**
 * The block's query of one certificate record, declared without naming its records: the generated suite
 * makes a record of a resource through its add call to try another project's, and ID-card readers' records
 * have none. It still answers 404 for another project's record (identify-record.test.ts).
 */
function certQueryPlan(): RoutePlan {
  const query = resourcePlans(CERT_RECORD_RESOURCE, certRecordAdapter).find(
    (plan) => plan.action === 'query',
  );
  if (!query) throw new Error('certRecord has no query call');
  const { ids: _records, ...plan } = query;
  return plan;
}

export const CERT_QUERY_PLAN = certQueryPlan();
