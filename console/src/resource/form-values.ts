import { fieldText, isEmptyValue, type ResourceField } from '@site/shared-schema';
import type { Row } from '../api/resource-calls';
import type { FormField } from './fields';

/**
 * The add/edit form's first values: the record's, or nothing for a new one. Empty ones ('' or null) are left
 * out, so a select shows its placeholder; a switch always holds 0 or 1.
 */
export function initialFormValues(fields: readonly FormField[], record?: Row): Row {
  const values: Row = {};
  for (const { field } of fields) {
    const value = record?.[field.key];
    if (field.type === 'switch') values[field.key] = value === 1 ? 1 : 0;
    else if (!isEmptyValue(value)) values[field.key] = value;
  }
  return values;
}

/** How an empty field is sent: a switch is off, a number or an enum choice (which '' is not) null, text ''. */
function emptyValue(field: ResourceField): unknown {
  if (field.type === 'switch') return 0;
  if (field.type === 'number' || field.options?.kind === 'enum') return null;
  return '';
}

/**
 * The body of an add or update (docs/resources.md): every field the form shows, text as stored (fieldText), empty
 * optional fields '' (null for numbers and enum choices). Masked values go back as they came: the server
 * keeps what it stores for them.
 */
export function submitValues(fields: readonly FormField[], values: Row): Row {
  const body: Row = {};
  for (const { field } of fields) {
    const value = values[field.key];
    if (isEmptyValue(value)) body[field.key] = emptyValue(field);
    else body[field.key] = typeof value === 'string' ? fieldText(field, value) : value;
  }
  return body;
}
