import type { TableColumnProps } from '@arco-design/web-react';
import type { ResourceDescription, ResourceField } from '@site/shared-schema';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { Row } from '../api/resource-calls';
import { type LabelOf, optionKey, tableFields } from './fields';
import { Thumbnail } from './Thumbnail';

/** A page's changes to the column of a field (its render, width, ...). */
export type ColumnOverrides<R extends Row = Row> = Readonly<Record<string, Partial<TableColumnProps<R>>>>;

/**
 * How a field's value reads in a list or a history entry: a select by its name (`nameKey`) or its
 * translated enum label, a switch as yes/no, a picture as a thumbnail; masked values as the server sent them.
 */
export function showValue(
  resource: ResourceDescription,
  field: ResourceField,
  record: Row,
  t: TFunction,
): ReactNode {
  const value = record[field.key];
  if (field.type === 'image') return <Thumbnail path={value as string} />;
  if (value === null || value === undefined || value === '') return '';
  if (field.nameKey && record[field.nameKey] !== undefined) return String(record[field.nameKey] ?? '');
  if (field.options?.kind === 'enum') {
    return t(optionKey(resource, field.key, value), { defaultValue: String(value) });
  }
  if (field.type === 'switch') return value === 1 ? t('resource.yes') : t('resource.no');
  return String(value);
}

/** The table columns of a resource, in declaration order, with the page's overrides. */
export function resourceColumns<R extends Row>(
  resource: ResourceDescription,
  t: TFunction,
  labelOf: LabelOf,
  overrides: ColumnOverrides<R> = {},
): TableColumnProps<R>[] {
  return tableFields(resource).map((field) => ({
    title: labelOf(field.key),
    dataIndex: field.key,
    ellipsis: field.type === 'textarea',
    width: field.type === 'image' ? 72 : undefined,
    render: (_value: unknown, record: R) => showValue(resource, field, record, t),
    ...overrides[field.key],
  }));
}
