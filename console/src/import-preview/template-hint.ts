import { importFields, type ResourceDescription } from '@site/shared-schema';
import type { TFunction } from 'i18next';

/**
 * How the resource's own choices are written in its import file: a list's or a dictionary's (company,
 * team, work type) by name, fixed choices (gender, plate colour) by name or value, as readImportCell
 * reads them. Only the kinds the resource has are said.
 */
export function templateHint(resource: ResourceDescription, t: TFunction, language: string): string {
  const selects = importFields(resource).filter((field) => field.type === 'select' && field.options);
  const labels = (fixedChoices: boolean) =>
    selects
      .filter((field) => (field.options?.kind === 'enum') === fixedChoices)
      .map((field) => t(`${resource.name}.fields.${field.key}`, { defaultValue: field.label }));
  const list = new Intl.ListFormat(language, { type: 'conjunction' });
  const byName = labels(false);
  const byNameOrValue = labels(true);
  return [
    t('importPreview.templateHint'),
    byName.length > 0 && t('importPreview.byName', { fields: list.format(byName) }),
    byNameOrValue.length > 0 && t('importPreview.byNameOrValue', { fields: list.format(byNameOrValue) }),
  ]
    .filter(Boolean)
    .join('');
}
