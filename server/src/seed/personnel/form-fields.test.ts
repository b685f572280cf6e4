import { PERSON_RESOURCE, type ResourceField } from '@site/shared-schema';
import { describe, expect, it } from 'vitest';
import { defaultPersonFormFields } from './form-fields';

const byKey = (personType: 'WORKER' | 'MANAGER' | 'OTHER') =>
  new Map(defaultPersonFormFields(personType).map((row) => [row.fieldKey, row]));

describe('the default person form fields', () => {
  it('list every form field of the person resource in order, then the hidden project authorisation', () => {
    const rows = defaultPersonFormFields('WORKER');
    const fields: readonly ResourceField[] = PERSON_RESOURCE.fields;
    const formKeys = fields.filter((field) => field.form !== false).map((field) => field.key);
    expect(rows.map((row) => row.fieldKey)).toEqual([...formKeys, 'projectAuth']);
    expect(rows.map((row) => row.sort)).toEqual(rows.map((_, index) => index));
    expect(rows.at(-1)).toMatchObject({ fieldType: 'PROJECT_AUTH', showStatus: 0, requiredStatus: 0 });
    expect(rows.find((row) => row.fieldKey === 'personName')).toMatchObject({
      fieldName: '姓名',
      fieldType: 'text',
    });
  });

  it('require the name, ID number, ID-card start date and company', () => {
    for (const personType of ['WORKER', 'MANAGER', 'OTHER'] as const) {
      const required = defaultPersonFormFields(personType).filter((row) => row.requiredStatus === 1);
      expect(required.map((row) => row.fieldKey)).toEqual([
        'personName',
        'idcardNumber',
        'idcardStartDate',
        'companyId',
      ]);
    }
  });

  it('mark selects, images and dates by their source type', () => {
    const fields = byKey('MANAGER');
    expect(
      ['gender', 'companyId', 'teamId', 'workerTypeId'].map((key) => fields.get(key)?.sourceType),
    ).toEqual(['DICTIONARY', 'DICTIONARY', 'DICTIONARY', 'DICTIONARY']);
    expect(['headPhotoPath', 'idcardFrontPath'].map((key) => fields.get(key)?.sourceType)).toEqual([
      'IMG_UPLOAD',
      'IMG_UPLOAD',
    ]);
    expect(['birthDate', 'entryDate'].map((key) => fields.get(key)?.sourceType)).toEqual(['DATE', 'DATE']);
    expect(['personName', 'phone', 'remark'].map((key) => fields.get(key)?.sourceType)).toEqual(['', '', '']);
  });

  it('hide the job number and emergency contact from other people only', () => {
    const hidden = (personType: 'WORKER' | 'MANAGER' | 'OTHER') =>
      [...byKey(personType).values()]
        .filter((row) => row.showStatus === 0 && row.fieldType !== 'PROJECT_AUTH')
        .map((row) => row.fieldKey);
    expect(hidden('WORKER')).toEqual([]);
    expect(hidden('MANAGER')).toEqual([]);
    expect(hidden('OTHER')).toEqual(['jobNumber', 'emergencyContact', 'emergencyPhone']);
  });
});
