import { importFields, type ResourceDescription, type ResourceField } from '@site/shared-schema';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { ResourceAdapter } from './adapter';
import { presentRow } from './present';
import { readRows } from './rows';
import { inExport, shownKey } from './shown';

/** Rows read per query while an export streams: memory stays flat for any number of rows. */
const BATCH = 500;

export type ExportCell = string | number | null;

/**
 * The export's columns, headed by their Chinese labels: the fields shown in exports and, for a resource
 * that imports, every column its import reads (unless a field refuses exports), so that an export can be
 * imported again.
 */
export function exportFields(resource: Pick<ResourceDescription, 'fields' | 'api'>) {
  const imported = new Set(resource.api.import ? importFields(resource) : []);
  return resource.fields.filter(
    (field) => inExport(field) || (imported.has(field) && field.export !== false),
  );
}

/**
 * A field's cell as the list shows it: a select by its name (company, team, work type) or an enum by its
 * label (在职), a switch as 是/否, an image as its address (`origin` + the `/files/...` path), masked fields
 * as the caller's list masks them. `presented` is the row as presentRow answers it.
 */
export function exportCell(
  field: ResourceField,
  presented: Record<string, unknown>,
  origin: string,
): ExportCell {
  const value = presented[shownKey(field)];
  if (field.options?.kind === 'enum') {
    return field.options.values.find((option) => String(option.value) === String(value))?.label ?? '';
  }
  if (field.type === 'switch') return value === 1 ? '是' : value === 0 ? '否' : '';
  if (field.type === 'image') return value ? `${origin}${value}` : '';
  if (typeof value === 'number') return value;
  return value === undefined || value === null ? '' : String(value);
}

/** Every row of the list's where, in the list's order, as export cells. */
export async function* exportRows(
  db: Database,
  resource: ResourceDescription,
  adapter: ResourceAdapter,
  where: SQL,
  options: { reveal: boolean; origin: string },
): AsyncGenerator<ExportCell[]> {
  const fields = exportFields(resource);
  for (let offset = 0; ; offset += BATCH) {
    const rows = await readRows(db, adapter, where, { limit: BATCH, offset });
    for (const row of rows) {
      const presented = presentRow(resource, row, options.reveal);
      yield fields.map((field) => exportCell(field, presented, options.origin));
    }
    if (rows.length < BATCH) return;
  }
}
