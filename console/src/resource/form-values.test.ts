import { PERSON_BANK_CARD_RESOURCE, PERSON_RESOURCE } from '@site/shared-schema';
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

  it('sends a bank card number typed in its printed groups as its digits, and an ID number with a capital X', () => {
    const cards = formFields(PERSON_BANK_CARD_RESOURCE);
    expect(submitValues(cards, { cardNumber: ' 6222 0212 3456 7890 128 ' }).cardNumber).toBe(
      '6222021234567890128',
    );
    expect(submitValues(fields, { idcardNumber: '33010219900101123x' }).idcardNumber).toBe(
      '33010219900101123X',
    );
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
