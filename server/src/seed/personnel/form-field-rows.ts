import type { PersonType } from '@site/shared-schema';
import type { Database } from '../../db/client';
import { personFormFields } from '../../db/schema';
import { DEMO_ORG_ID, DEMO_PROJECTS } from '../demo';
import { defaultPersonFormFields } from './form-fields';

const PERSON_TYPES: PersonType[] = ['WORKER', 'MANAGER', 'OTHER'];

/** The main project's own rules, field by field over the org's defaults: a worker's phone is required there. */
const MAIN_OVERRIDES: { personType: PersonType; fieldKey: string; requiredStatus: 0 | 1 }[] = [
  { personType: 'WORKER', fieldKey: 'phone', requiredStatus: 1 },
];

/** The demo org's default person forms, and the main project's override of some of their fields. */
export async function seedPersonFormFields(db: Database): Promise<void> {
  const defaults = PERSON_TYPES.flatMap((personType) =>
    defaultPersonFormFields(personType).map((row) => ({
      ...row,
      id: `form-field-${personType}-${row.fieldKey}`,
      orgId: DEMO_ORG_ID,
      personType,
    })),
  );
  const overrides = MAIN_OVERRIDES.map(({ personType, fieldKey, requiredStatus }) => {
    const row = defaults.find((field) => field.personType === personType && field.fieldKey === fieldKey);
    if (!row) throw new Error(`seed form fields: no ${personType} field ${fieldKey}`);
    const projectId = DEMO_PROJECTS.main;
    return { ...row, id: `form-field-${projectId}-${personType}-${fieldKey}`, projectId, requiredStatus };
  });
  await db.insert(personFormFields).values([...defaults, ...overrides]);
}
