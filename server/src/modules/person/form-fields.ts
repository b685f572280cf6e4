import {
  PERSON_RESOURCE,
  type PersonFormField,
  type PersonType,
  type ResourceField,
} from '@site/shared-schema';
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { personFormFields } from '../../db/schema';
import { sourceTypeOf } from '../../seed/personnel/form-fields';

/** Fields of this type are listed but never shown in a form (seed 000 §3), so never required either. */
export const PROJECT_AUTH = 'PROJECT_AUTH';

/** Without a stored config, the declaration's: every form field shown, required as declared. */
function declaredFormFields(): PersonFormField[] {
  const fields: readonly ResourceField[] = PERSON_RESOURCE.fields;
  return fields
    .filter((field) => field.form !== false)
    .map((field) => ({
      fieldKey: field.key,
      fieldName: field.label,
      fieldType: field.type,
      sourceType: sourceTypeOf(field),
      requiredStatus: field.required ? 1 : 0,
      showStatus: 1,
    }));
}

const asStatus = (value: number): 0 | 1 => (value === 1 ? 1 : 0);

/**
 * The form-field config of a type of person in a project: the organisation's rows, each overridden by
 * the project's row of the same field, in their order; the declaration's default when the organisation
 * has none. PROJECT_AUTH rows are answered as stored: the console's helper hides them (seed 000 §3).
 */
export async function formFieldsOf(
  db: Database,
  scope: { orgId: string; projectId: string; personType: PersonType },
): Promise<PersonFormField[]> {
  const rows = await db
    .select()
    .from(personFormFields)
    .where(
      and(
        eq(personFormFields.orgId, scope.orgId),
        eq(personFormFields.personType, scope.personType),
        or(isNull(personFormFields.projectId), eq(personFormFields.projectId, scope.projectId)),
      ),
    )
    .orderBy(asc(personFormFields.sort), asc(personFormFields.fieldKey));
  const orgRows = rows.filter((row) => row.projectId === null);
  if (orgRows.length === 0) return declaredFormFields();
  const projectRows = new Map(rows.filter((row) => row.projectId !== null).map((row) => [row.fieldKey, row]));
  return orgRows.map((orgRow) => {
    const row = projectRows.get(orgRow.fieldKey) ?? orgRow;
    return {
      fieldKey: row.fieldKey,
      fieldName: row.fieldName,
      fieldType: row.fieldType,
      sourceType: row.sourceType as PersonFormField['sourceType'],
      requiredStatus: asStatus(row.requiredStatus),
      showStatus: asStatus(row.showStatus),
    };
  });
}

/** The fields a config makes mandatory: required and shown (seed 000 §5), never a PROJECT_AUTH one. */
export const mandatoryKeys = (config: readonly PersonFormField[]): Set<string> =>
  new Set(
    config
      .filter((row) => row.requiredStatus === 1 && row.showStatus === 1 && row.fieldType !== PROJECT_AUTH)
      .map((row) => row.fieldKey),
  );
