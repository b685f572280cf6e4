import { importFields, MESSAGES, type ResourceDescription } from '@site/shared-schema';
import { and, eq, type SQL } from 'drizzle-orm';
import { ApiError, CODE, fieldError, MESSAGE } from '../http/envelope';
import { pageWindow } from '../http/paging';
import { pageOperateLogs } from '../modules/operate-log/queries';
import { isProjectMember } from '../modules/project/queries';
import { defineExport, runExport } from '../modules/task/export-task';
import { receiveImportFile, startImport } from '../modules/task/import-task';
import { templateXlsx } from '../modules/task/xlsx';
import type { ResourceAdapter } from './adapter';
import { bodySchemas, idsKey } from './body-schemas';
import { canReveal, inWrite } from './context';
import { exportFields, exportRows } from './export-rows';
import { fixedValues, listWhere, scopeWhere } from './filters';
import { type RoutePlan, routeParts } from './plan';
import { presentRow } from './present';
import { countRows, notFound, readRows, rowId } from './rows';
import { createRecord, removeRecords, updateRecord } from './write';

/** The success messages of the block's writes. */
export const RESOURCE_MESSAGES = {
  added: '新增成功',
  updated: '修改成功',
  importCreated: '导入任务已创建，请在任务中心查看结果',
} as const;

type Body = Record<string, unknown>;

/** The fixed values a call must send (an add names the list it adds to: personType). */
function requiredFixed(adapter: ResourceAdapter, body: Body): Record<string, string> {
  const fixed = fixedValues(adapter, body);
  const missing = Object.keys(adapter.fixed ?? {}).find((key) => !(key in fixed));
  if (missing) throw fieldError(missing, '必填');
  return fixed;
}

/**
 * The routes of a declared resource, one per call of `resource.api` that the block knows (page, add,
 * update, remove, query, export, import, template, history), each with the action's permission code.
 * A resource's extras are plans of its own module, added by the registry.
 */
export function resourcePlans(resource: ResourceDescription, adapter: ResourceAdapter): RoutePlan[] {
  const { api, permission, idKey, label } = resource;
  const schemas = bodySchemas(resource);
  const self = { of: resource };
  const plans: RoutePlan[] = [
    {
      action: 'page',
      path: api.page,
      access: permission.list,
      build: ({ db }) =>
        routeParts({
          body: schemas.page,
          handler: async ({ body, user }) => {
            const where = listWhere(resource, adapter, body);
            const [total, rows, reveal] = await Promise.all([
              countRows(db, adapter, where),
              readRows(db, adapter, where, pageWindow(body)),
              canReveal(db, user, resource),
            ]);
            return { records: rows.map((row) => presentRow(resource, row, reveal)), total };
          },
        }),
    },
  ];

  if (api.add && permission.add) {
    plans.push({
      action: 'add',
      path: api.add,
      access: permission.add,
      build: (deps) =>
        routeParts({
          body: schemas.add,
          message: RESOURCE_MESSAGES.added,
          handler: async ({ body, user }) => {
            const input = body as Body;
            const fixed = requiredFixed(adapter, input);
            const row = await inWrite(deps, user, body.projectId, fixed, (context) =>
              createRecord(resource, adapter, context, input),
            );
            return { [idKey]: rowId(resource, row) };
          },
        }),
    });
  }

  if (api.update && permission.update) {
    plans.push({
      action: 'update',
      path: api.update,
      access: permission.update,
      ids: { field: idKey, many: false, ...self },
      build: (deps) =>
        routeParts({
          body: schemas.update,
          message: RESOURCE_MESSAGES.updated,
          handler: async ({ body, user, request }) => {
            const input = body as Body;
            const fixed = fixedValues(adapter, input);
            const id = String(input[idKey]);
            const after = await inWrite(deps, user, body.projectId, fixed, (context) =>
              updateRecord(resource, adapter, context, id, input),
            );
            await adapter.afterWrite?.(request.server, deps.db, {
              action: 'update',
              ids: [id],
              projectId: body.projectId,
            });
            return presentRow(resource, after, await canReveal(deps.db, user, resource));
          },
        }),
    });
  }

  if (api.remove && permission.remove) {
    plans.push({
      action: 'remove',
      path: api.remove,
      access: permission.remove,
      ids: { field: idsKey(resource), many: true, ...self },
      build: (deps) =>
        routeParts({
          body: schemas.remove,
          message: MESSAGES.deleted,
          handler: async ({ body, user, request }) => {
            const input = body as Body;
            const ids = input[idsKey(resource)] as string[];
            if (ids.length === 0) throw new ApiError(CODE.badRequest, `请选择要删除的${label}`);
            await inWrite(deps, user, body.projectId, fixedValues(adapter, input), (context) =>
              removeRecords(resource, adapter, context, ids),
            );
            await adapter.afterWrite?.(request.server, deps.db, {
              action: 'remove',
              ids,
              projectId: body.projectId,
            });
          },
        }),
    });
  }

  if (api.query) {
    plans.push({
      action: 'query',
      path: api.query,
      access: permission.list,
      ids: { field: idKey, many: false, ...self },
      build: ({ db }) =>
        routeParts({
          body: schemas.query,
          handler: async ({ body, user }) => {
            const input = body as Body;
            const scope = scopeWhere(adapter, body.projectId, fixedValues(adapter, input));
            const [row] = await readRows(
              db,
              adapter,
              and(scope, eq(adapter.id, String(input[idKey]))) as SQL,
            );
            if (!row) throw notFound();
            return presentRow(resource, row, await canReveal(db, user, resource));
          },
        }),
    });
  }

  if (api.history) {
    plans.push({
      action: 'history',
      path: api.history,
      access: permission.list,
      ids: { field: idKey, many: false, ...self },
      build: ({ db }) =>
        routeParts({
          body: schemas.history,
          handler: async ({ body }) => {
            const input = body as Body;
            const targetId = String(input[idKey]);
            const filter = { projectId: body.projectId, module: resource.name, targetId };
            const page = await pageOperateLogs(db, filter, pageWindow(body), () => label);
            // A deleted record keeps its history; an id this project never had is not found.
            if (page.total === 0) {
              const scope = scopeWhere(adapter, body.projectId, {});
              if ((await countRows(db, adapter, and(scope, eq(adapter.id, targetId)) as SQL)) === 0)
                throw notFound();
            }
            return page;
          },
        }),
    });
  }

  if (api.export && permission.export) {
    const { export: exportPath } = api;
    const exportCode = permission.export;
    const taskType = resource.taskTypes?.export;
    if (!taskType) throw new Error(`resource ${resource.name} has an export call but no export task type`);
    plans.push({
      action: 'export',
      path: exportPath,
      access: exportCode,
      build: (deps) => {
        const recipe = defineExport(deps, {
          name: exportPath,
          access: exportCode,
          build: async (user, body: Body & { projectId: string }) => {
            const where = listWhere(resource, adapter, body);
            const reveal = await canReveal(deps.db, user, resource);
            const origin = deps.options.publicUrl ?? '';
            return {
              projectId: body.projectId,
              taskType,
              taskName: `${label}导出`,
              fileName: `${label}导出.xlsx`,
              columns: exportFields(resource).map((field) => ({ header: field.label })),
              rows: exportRows(deps.db, resource, adapter, where, { reveal, origin }),
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
    });
  }

  if (api.import && permission.import) {
    const taskType = resource.taskTypes?.import;
    if (!taskType) throw new Error(`resource ${resource.name} has an import call but no import task type`);
    const importPermission = permission.import;
    plans.push({
      action: 'import',
      path: api.import,
      access: importPermission,
      multipart: true,
      build: (deps) =>
        routeParts({
          message: RESOURCE_MESSAGES.importCreated,
          handler: async ({ request, user }) => {
            const file = await receiveImportFile(request, deps);
            const projectId = file.fields.projectId ?? '';
            if (!projectId) throw fieldError('projectId', '必填');
            // A multipart body is read by the handler, so the project check the route hook makes is made here.
            if (!(await isProjectMember(deps.db, user, projectId))) {
              throw new ApiError(CODE.forbidden, MESSAGE.forbiddenProject);
            }
            const fixed = requiredFixed(adapter, file.fields);
            return startImport(deps, {
              user,
              projectId,
              taskType,
              taskName: `${label}导入`,
              fileName: file.originalName,
              filePath: file.path,
              params: fixed,
            });
          },
        }),
    });
    if (api.template) {
      plans.push({
        action: 'template',
        path: api.template,
        access: importPermission,
        build: () =>
          routeParts({
            body: schemas.template,
            file: true,
            handler: async () => ({
              fileName: `${label}导入模板.xlsx`,
              body: await templateXlsx(importFields(resource).map((field) => ({ header: field.label }))),
            }),
          }),
      });
    }
  }
  return plans;
}
