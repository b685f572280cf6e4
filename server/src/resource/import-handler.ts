import {
  checkImportRow,
  importFields,
  type ResourceDescription,
  readImportHeader,
} from '@site/shared-schema';
import type { Database } from '../db/client';
import { ApiError, CODE } from '../http/envelope';
import type { ImportContext, ImportHandler, ImportRow } from '../modules/task/import-task';
import type { ResourceAdapter, WriteSettings } from './adapter';
import { FieldProblem } from './field-problem';
import { fixedValues } from './filters';
import { maskValue } from './mask';
import { resolveNames } from './options';
import { rowId } from './rows';
import { shownKey } from './shown';
import { createRecord, loadWriteSettings } from './write';

const bad = (message: string) => new ApiError(CODE.badRequest, message);

/**
 * The import of a declared resource (its `taskTypes.import`), run row by row by the task machinery: a row
 * is read by the header's labels with the shared import checks of shared-schema (enum labels such as
 * 男/在职, dates, the seed's messages), its company, team and dictionary names become ids, and it is
 * written like an add (the same required fields, choices, adapter checks — e.g. the blacklist — and
 * unique values), logged as IMPORT. A unique value repeated in the file fails the later row (the
 * runner's check of `uniqueColumns`: "身份证号与第2行重复"); one already stored fails as on an add
 * ("身份证号已存在").
 */
export function resourceImportHandler(
  resource: ResourceDescription,
  adapter: ResourceAdapter,
  taskType: string,
): ImportHandler {
  const fields = importFields(resource);
  // The rows of one run of a task (one ImportContext) are checked against the choices and the form config
  // its first row loaded: reloading them per row was most of a row's queries (bench:api).
  const settingsOfRun = new WeakMap<ImportContext, WriteSettings>();

  const describeRow = (row: ImportRow): Record<string, unknown> => {
    const header = readImportHeader(fields, Object.keys(row.values));
    const texts = Object.values(row.values);
    const detail: Record<string, unknown> = {};
    for (const field of fields) {
      const index = header.columns[field.key];
      const text = index === undefined ? '' : (texts[index] ?? '').trim();
      detail[shownKey(field)] = field.masked ? maskValue(field.masked, text) : text;
    }
    return detail;
  };

  return {
    taskType,
    checkHeader(headers) {
      const missing = readImportHeader(fields, headers).missing.filter((field) => field.required);
      if (missing.length > 0)
        throw bad(`导入文件缺少必填列：${missing.map((field) => field.label).join('、')}`);
    },
    // The runner fails a row repeating an earlier row's value of these columns ("身份证号与第2行重复").
    uniqueColumns: fields.filter((field) => field.unique).map((field) => field.label),
    describeRow,
    async applyRow(tx: Database, row: ImportRow, context: ImportContext) {
      const fixed = fixedValues(adapter, context.params);
      const missingFixed = Object.keys(adapter.fixed ?? {}).find((key) => !(key in fixed));
      if (missingFixed) throw bad(`${missingFixed}: 必填`);

      const header = readImportHeader(fields, Object.keys(row.values));
      const { values, problems } = checkImportRow(fields, header, Object.values(row.values), row.rowNumber);
      const problem = fields.find((field) => problems[field.key]);
      if (problem) throw bad(problems[problem.key]);

      const { orgId, projectId, userId, userName } = context;
      try {
        const write = {
          db: tx,
          operator: { orgId, projectId, userId, userName },
          fixed,
          files: context.files,
        };
        let settings = settingsOfRun.get(context);
        if (!settings) {
          settings = await loadWriteSettings(resource, adapter, write);
          settingsOfRun.set(context, settings);
        }
        const record = resolveNames(resource, settings.options, values, fixed);
        const created = await createRecord(resource, adapter, { ...write, settings }, record, 'IMPORT');
        return { ...describeRow(row), [resource.idKey]: rowId(resource, created) };
      } catch (error) {
        // A row's result is the problem alone: the detail row already shows which record it was.
        throw error instanceof FieldProblem ? bad(error.problem) : error;
      }
    },
  };
}
