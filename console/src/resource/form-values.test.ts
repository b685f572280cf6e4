import { PERSON_RESOURCE } from '@site/shared-schema';
import { describe, expect, it } from 'vitest';
import { formFields } from './fields';
import { initialFormValues, submitValues } from './form-values';

const fields = formFields(PERSON_RESOURCE);

describe('values of the add/edit form', () => {
  it('opens a new record empty, with switches off', () => {
    expect(initialFormValues(fields)).toEqual({ idcardTermStatus: 0 });
  });

  it('opens a record with its values, reading null as empty', () => {
    const values = initialFormValues(fields, {
      personName: '张三',
      phone: null,
      idcardTermStatus: 1,
      companyName: 'x',
    });
    expect(values).toEqual({ personName: '张三', idcardTermStatus: 1 });
  });

  it('sends every field of the form, trimmed, empty optional ones as an empty text', () => {
    const body = submitValues(fields, {
      personName: ' 张三 ',
      idcardNumber: '330102********1234',
      gender: '1',
    });
    expect(body).toMatchObject({
      personName: '张三',
      idcardNumber: '330102********1234',
      gender: '1',
      phone: '',
      teamId: '',
      idcardTermStatus: 0,
    });
    expect(Object.keys(body).sort()).toEqual(fields.map(({ field }) => field.key).sort());
    expect(body).not.toHaveProperty('onJobStatus');
  });
});

describe('form fields of a declaration', () => {
  it('leaves out what is not edited and what the page hides, and takes its required flags', () => {
    expect(fields.map(({ field }) => field.key)).not.toContain('onJobStatus');
    const adjusted = formFields(PERSON_RESOURCE, { nation: { hidden: true }, phone: { required: true } });
    expect(adjusted.map(({ field }) => field.key)).not.toContain('nation');
    expect(adjusted.find(({ field }) => field.key === 'phone')?.required).toBe(true);
    expect(adjusted.find(({ field }) => field.key === 'personName')?.required).toBe(true);
  });
});
