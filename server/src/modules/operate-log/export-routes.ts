import { type Static, Type } from '@sinclair/typebox';
import {
  OPERATE_LOG_API,
  OPERATE_LOG_EXPORT_TASK,
  type OperateLogModule,
  type OperateLogRecord,
} from '@site/shared-schema';
import type { Database } from '../../db/client';
import { defineRoute } from '../../http/route';
import type { AppDeps } from '../../options';
import { projectId } from '../../resource/body-schemas';
import { DECLARED_RESOURCES } from '../../resource/registry';
import { defineExport, runExport } from '../task/export-task';
import { filterFields, filterOf } from './filters';
import { loggedModules, type OperateLogFilter, pageOperateLogs } from './queries';
import { allModuleNames } from './routes';

const ACCESS = 'frontSiteOperateLogListByProject';
/** Entries read per query while an export streams. */
const BATCH = 500;

const moduleNames = () =>
  allModuleNames(
    Object.fromEntries(DECLARED_RESOURCES.map(({ resource }) => [resource.name, resource.label])),
  );

/** A record's state in a cell: its fields as `key: value`, one a line. */
const stateText = (state: Record<string, unknown> | null) =>
  state
    ? Object.entries(state)
        .map(([key, value]) => `${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`)
        .join('\n')
    : '';

const COLUMNS = [
  { header: '操作时间' },
  { header: '操作人' },
  { header: '操作类型' },
  { header: '模块' },
  { header: '操作对象' },
  { header: '操作前', width: 60 },
  { header: '操作后', width: 60 },
];

async function* exportRows(db: Database, filter: OperateLogFilter, names: Record<string, string>) {
  for (let offset = 0; ; offset += BATCH) {
    const { records } = await pageOperateLogs(db, filter, { limit: BATCH, offset }, (m) => names[m] ?? m);
    for (const entry of records as OperateLogRecord[]) {
      yield [
        entry.createTime,
        entry.userName,
        entry.operateTypeName,
        entry.moduleName,
        entry.targetName,
        stateText(entry.before),
        stateText(entry.after),
      ];
    }
    if (records.length < BATCH) return;
  }
}

/** The log's export (an OPERATE_LOG_EXPORT task of the page's filters) and the modules of its entries. */
const exportBody = Type.Object(filterFields);

export const operateLogRoutes = (deps: AppDeps) => {
  const logExport = defineExport(deps, {
    name: OPERATE_LOG_API.export,
    access: ACCESS,
    build: async (_user, body: Static<typeof exportBody>) => {
      const filter = filterOf(body);
      const { total } = await pageOperateLogs(deps.db, filter, { limit: 1, offset: 0 }, () => '');
      return {
        projectId: body.projectId,
        taskType: OPERATE_LOG_EXPORT_TASK,
        taskName: '系统操作日志导出',
        fileName: '系统操作日志导出.xlsx',
        columns: COLUMNS,
        rows: exportRows(deps.db, filter, moduleNames()),
        total,
      };
    },
  });
  return [
    defineRoute({
      path: OPERATE_LOG_API.export,
      access: ACCESS,
      projectField: 'projectId',
      file: true,
      body: exportBody,
      handler: ({ body, user }) => runExport(deps, logExport, user, body),
    }),
    defineRoute({
      path: OPERATE_LOG_API.modules,
      access: ACCESS,
      projectField: 'projectId',
      body: Type.Object({ projectId }),
      handler: async ({ body }): Promise<OperateLogModule[]> => {
        const names = moduleNames();
        return (await loggedModules(deps.db, body.projectId)).map((module) => ({
          module,
          moduleName: names[module] ?? module,
        }));
      },
    }),
  ];
};
