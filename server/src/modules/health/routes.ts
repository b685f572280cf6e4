import { sql } from 'drizzle-orm';
import { defineRoute } from '../../http/route';
import type { AppDeps } from '../../options';

/** Not in the seeds: what container health checks and the load balancer ask (docs/api-decisions.md "Health"). */
export const HEALTH_PATH = '/front/health';

export const healthRoutes = ({ db }: AppDeps) => [
  defineRoute({
    path: HEALTH_PATH,
    // Asked by machines that hold no session; says nothing but that this process and its database answer.
    access: 'public',
    handler: async () => {
      await db.execute(sql`select 1`);
      return { status: 'UP' };
    },
  }),
];
