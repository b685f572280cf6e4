import { type TSchema, Type } from '@sinclair/typebox';
import type { ResourceDescription, ResourceField } from '@site/shared-schema';
import { pageFields } from '../http/paging';
import { inForm } from './shown';

/**
 * The body schemas of a resource's calls, generated from its fields. They check types only (the routes
 * are strict: nothing is coerced); what a value must look like, and whether it is required, is checked
 * by checkRecord of shared-schema, which words the seed's messages.
 */

export const projectId = Type.String({ minLength: 1, maxLength: 64 });
const id = Type.String({ minLength: 1, maxLength: 64 });
const nullable = (schema: TSchema) => Type.Union([schema, Type.Null()]);
/** A list of record ids (a delete's, personIds of batchUpdate): up to a thousand at once. */
export const idList = Type.Array(id, { maxItems: 1000 });
const filterText = Type.Optional(nullable(Type.String({ maxLength: 100 })));

/** The type of a field's value in a form: text for most, numbers for numbers and switches, an enum's values. */
function valueSchema(field: ResourceField): TSchema {
  if (field.type === 'number' || field.type === 'switch') return nullable(Type.Number());
  if (field.type === 'select' && field.options?.kind === 'enum') {
    return Type.Union([...field.options.values.map((option) => Type.Literal(option.value)), Type.Null()]);
  }
  return nullable(Type.String());
}

/** A search filter: an enum's values ('' for all), text otherwise. */
function filterSchema(field: ResourceField): TSchema {
  if (field.options?.kind === 'enum') {
    return Type.Optional(
      Type.Union([
        ...field.options.values.map((option) => Type.Literal(option.value)),
        Type.Literal(''),
        Type.Null(),
      ]),
    );
  }
  return filterText;
}

const fixedFields = (resource: ResourceDescription) =>
  Object.fromEntries((resource.fixed ?? []).map((key) => [key, filterText]));

/** The filters of the page and export calls: `key` for like and eq, `${key}Start`/`${key}End` for a date range. */
export function filterFields(resource: ResourceDescription): Record<string, TSchema> {
  const filters: Record<string, TSchema> = {};
  for (const field of resource.fields) {
    if (field.search === 'dateRange') {
      filters[`${field.key}Start`] = filterText;
      filters[`${field.key}End`] = filterText;
    } else if (field.search) {
      filters[field.key] = filterSchema(field);
    }
  }
  return filters;
}

const formFields = (resource: ResourceDescription) =>
  Object.fromEntries(
    resource.fields.filter(inForm).map((field) => [field.key, Type.Optional(valueSchema(field))]),
  );

export const idsKey = (resource: Pick<ResourceDescription, 'idKey'>) => `${resource.idKey}List`;

/** What a handler knows of a body whose keys come from a declaration: its project and paging, the rest by key. */
export type ResourceBody = { projectId: string; pageNumber?: number; pageSize?: number } & Record<
  string,
  unknown
>;

const typed = (schema: TSchema) => schema as TSchema & { static: ResourceBody };

export const bodySchemas = (resource: ResourceDescription) => {
  const fixed = fixedFields(resource);
  const filters = filterFields(resource);
  const form = formFields(resource);
  return {
    page: typed(Type.Object({ projectId, ...pageFields, ...fixed, ...filters })),
    export: typed(Type.Object({ projectId, ...fixed, ...filters })),
    add: typed(Type.Object({ projectId, ...fixed, ...form })),
    update: typed(Type.Object({ projectId, [resource.idKey]: id, ...fixed, ...form })),
    remove: typed(Type.Object({ projectId, ...fixed, [idsKey(resource)]: idList })),
    query: typed(Type.Object({ projectId, ...fixed, [resource.idKey]: id })),
    history: typed(Type.Object({ projectId, [resource.idKey]: id, ...pageFields })),
    template: typed(Type.Object({ projectId, ...fixed })),
  };
};
