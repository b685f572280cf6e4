import type { Static } from '@sinclair/typebox';
import { LPR_THROUGH_STATISTICS_RESOURCE as RESOURCE } from '@site/shared-schema';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pageWindow } from '../../http/paging';
import { bodySchemas } from '../../resource/body-schemas';
import { exportCell, exportFields } from '../../resource/export-rows';
import { listWhere } from '../../resource/filters';
import { type RoutePlan, routeParts } from '../../resource/plan';
import { presentRow } from '../../resource/present';
import { countRows } from '../../resource/rows';
import { defineExport, runExport } from '../task/export-task';
import { throughStatisticsAdapter as adapter } from './lpr-record-adapters';

/** Rows an export reads per query. */
const BATCH = 500;

/**
 * A page of the statistics in one grouped query. The block's two steps (the page's ids, then their rows)
 * would group every passage of every project in the second: a row's id is computed from its group, which
 * no index reaches.
 */
async function statisticsRows(db: Database, where: SQL, window: { limit: number; offset: number }) {
  const rows = await adapter
    .select(db)
    .where(where)
    .orderBy(...adapter.orderBy, adapter.id)
    .limit(window.limit)
    .offset(window.offset);
  return rows.map((row) => presentRow(RESOURCE, row, false));
}

const schemas = bodySchemas(RESOURCE);

const page: RoutePlan = {
  action: 'page',
  path: RESOURCE.api.page,
  access: RESOURCE.permission.list,
  build: ({ db }) =>
    routeParts({
      body: schemas.page,
      handler: async ({ body }) => {
        const where = listWhere(RESOURCE, adapter, body);
        const [total, records] = await Promise.all([
          countRows(db, adapter, where),
          statisticsRows(db, where, pageWindow(body)),
        ]);
        return { records, total };
      },
    }),
};

async function* exportedRows(db: Database, where: SQL) {
  const fields = exportFields(RESOURCE);
  for (let offset = 0; ; offset += BATCH) {
    const rows = await statisticsRows(db, where, { limit: BATCH, offset });
    for (const row of rows) yield fields.map((field) => exportCell(field, row, ''));
    if (rows.length < BATCH) return;
  }
}

const exportPlan: RoutePlan = {
  action: 'export',
  path: RESOURCE.api.export,
  access: RESOURCE.permission.export,
  build: (deps) => {
    const recipe = defineExport(deps, {
      name: RESOURCE.api.export,
      access: RESOURCE.permission.export,
      build: async (_user, body: Static<typeof schemas.export>) => {
        const where = listWhere(RESOURCE, adapter, body);
        return {
          projectId: body.projectId,
          taskType: RESOURCE.taskTypes.export,
          taskName: `${RESOURCE.label}导出`,
          fileName: `${RESOURCE.label}导出.xlsx`,
          columns: exportFields(RESOURCE).map((field) => ({ header: field.label })),
          rows: exportedRows(deps.db, where),
          total: await countRows(deps.db, adapter, where),
        };
      },
    });
    return routeParts({
      body: schemas.export,
      file: true,
      handler: ({ body, user }) => runExport(deps, recipe, user, body),
    });
  },
};

/** The statistics' list and export, each one grouped query per page or batch. */
export const throughStatisticsPlans: RoutePlan[] = [page, exportPlan];
