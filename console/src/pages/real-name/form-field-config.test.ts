import type { PersonFormField } from '@site/shared-schema';
import { describe, expect, it } from 'vitest';
import { formFieldOverrides } from './form-field-config';

const row = (fieldKey: string, rest: Partial<PersonFormField>): PersonFormField => ({
  fieldKey,
  fieldName: fieldKey,
  fieldType: 'INPUT',
  sourceType: '',
  requiredStatus: 0,
  showStatus: 1,
  ...rest,
});

describe('the form-field config (seed 000 §3, §5)', () => {
  it('shows a field with showStatus 1 and requires it only when requiredStatus is 1 too', () => {
    expect(
      formFieldOverrides([
        row('phone', { requiredStatus: 1 }),
        row('nation', { requiredStatus: 0 }),
        row('address', { showStatus: 0, requiredStatus: 1 }),
      ]),
    ).toEqual({
      phone: { hidden: false, required: true },
      nation: { hidden: false, required: false },
      address: { hidden: true, required: false },
    });
  });

  it('hides PROJECT_AUTH fields whatever their flags say', () => {
    expect(
      formFieldOverrides([row('emergencyPhone', { fieldType: 'PROJECT_AUTH', requiredStatus: 1 })]),
    ).toEqual({
      emergencyPhone: { hidden: true, required: false },
    });
  });
});
