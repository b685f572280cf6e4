import type { PersonFormField } from '@site/shared-schema';
import type { FieldOverrides } from '../../resource/fields';

/** Config rows of this field type are the project's own settings, never a field of the form (seed 000 §3). */
export const PROJECT_AUTH = 'PROJECT_AUTH';

/**
 * The person form as the form-field config sets it: a field is shown when showStatus is 1, and mandatory
 * when it is shown and requiredStatus is 1 (seed 000 §5); PROJECT_AUTH fields are hidden. Fields the
 * config does not name keep their declaration.
 */
export function formFieldOverrides(config: readonly PersonFormField[]): FieldOverrides {
  return Object.fromEntries(
    config.map((item) => {
      const shown = item.showStatus === 1 && item.fieldType !== PROJECT_AUTH;
      return [item.fieldKey, { hidden: !shown, required: shown && item.requiredStatus === 1 }];
    }),
  );
}
