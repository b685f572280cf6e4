import type { ResourceDescription, ResourceField } from '@site/shared-schema';
import type { TFunction } from 'i18next';

/** How a page changes a field of its form, e.g. from the person's form-field config (seed 000 §3). */
export interface FieldOverride {
  hidden?: boolean;
  required?: boolean;
}

export type FieldOverrides = Readonly<Record<string, FieldOverride>>;

/** A field of the add/edit form with whether it is mandatory there. */
export interface FormField {
  field: ResourceField;
  required: boolean;
}

/** The i18n key of a field's label: `${resource.name}.fields.${key}`. */
export const labelKey = (resource: Pick<ResourceDescription, 'name'>, key: string) =>
  `${resource.name}.fields.${key}`;

/** The i18n key of an enum choice: `${resource.name}.options.${key}.${value}`. */
export const optionKey = (resource: Pick<ResourceDescription, 'name'>, key: string, value: unknown) =>
  `${resource.name}.options.${key}.${String(value)}`;

/** The i18n key of the name of one record ("人员"). */
export const nameKey = (resource: Pick<ResourceDescription, 'name'>) => `${resource.name}.label`;

/** Columns: every field but long texts, unless the declaration says otherwise. */
export const tableFields = (resource: ResourceDescription) =>
  resource.fields.filter((field) => field.table ?? field.type !== 'textarea');

export const searchFields = (resource: ResourceDescription) =>
  resource.fields.filter((field) => field.search);

/** The fields the add/edit form shows, with what the page overrides (hidden, required). */
export function formFields(resource: ResourceDescription, overrides: FieldOverrides = {}): FormField[] {
  return resource.fields.flatMap((field) => {
    const override = overrides[field.key];
    if (field.form === false || override?.hidden) return [];
    return [{ field, required: override?.required ?? Boolean(field.required) }];
  });
}

/**
 * The fields of the dialog's form: one an update keeps as stored (`form: 'add'`, a display's pairing
 * code) is typed once, when the record is added, so the edit form leaves it out.
 */
export const dialogFields = (fields: readonly FormField[], mode: 'add' | 'edit'): readonly FormField[] =>
  mode === 'add' ? fields : fields.filter(({ field }) => field.form !== 'add');

/** The label a page shows for a field. */
export type LabelOf = (key: string) => string;

/** Labels from `${resource.name}.fields.*`, or the page's own where it names a field differently (a manager's post). */
export const labelsOf =
  (
    resource: Pick<ResourceDescription, 'name'>,
    t: TFunction,
    own: Readonly<Record<string, string>> = {},
  ): LabelOf =>
  (key) =>
    own[key] ?? t(labelKey(resource, key));
