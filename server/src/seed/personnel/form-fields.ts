import {
  PERSON_RESOURCE,
  type PersonFormField,
  type PersonType,
  type ResourceField,
} from '@site/shared-schema';

/** A row of the form-field config with its place in the form. */
export interface FormFieldDefault extends PersonFormField {
  sort: number;
}

/**
 * The project authorisation of a person: its fieldType keeps it out of every form (seed 000 §3), so it is
 * listed, never shown.
 */
export const PROJECT_AUTH_FIELD: PersonFormField = {
  fieldKey: 'projectAuth',
  fieldName: '项目授权',
  fieldType: 'PROJECT_AUTH',
  sourceType: '',
  requiredStatus: 0,
  showStatus: 0,
};

/** Fields a type of person does not fill in: other people have no job number and no emergency contact. */
const HIDDEN: Record<PersonType, readonly string[]> = {
  WORKER: [],
  MANAGER: [],
  OTHER: ['jobNumber', 'emergencyContact', 'emergencyPhone'],
};

/** Selects are picked from options, images uploaded, dates chosen: the form asks to select those. */
export function sourceTypeOf(field: ResourceField): PersonFormField['sourceType'] {
  if (field.type === 'select') return 'DICTIONARY';
  if (field.type === 'image') return 'IMG_UPLOAD';
  if (field.type === 'date') return 'DATE';
  if (field.type === 'datetime') return 'DATETIME';
  return '';
}

/**
 * The organisation's default form of a type of person: every form field of PERSON_RESOURCE in its order,
 * required where the resource requires it (name, ID number, ID-card start date, company), then the hidden
 * project authorisation. fieldType is the field's control type (text, select, date, image, …).
 */
export function defaultPersonFormFields(personType: PersonType): FormFieldDefault[] {
  const fields: readonly ResourceField[] = PERSON_RESOURCE.fields;
  const rows = fields
    .filter((field) => field.form !== false)
    .map((field) => ({
      fieldKey: field.key,
      fieldName: field.label,
      fieldType: field.type,
      sourceType: sourceTypeOf(field),
      requiredStatus: field.required ? (1 as const) : (0 as const),
      showStatus: HIDDEN[personType].includes(field.key) ? (0 as const) : (1 as const),
    }));
  return [...rows, PROJECT_AUTH_FIELD].map((row, sort) => ({ ...row, sort }));
}
