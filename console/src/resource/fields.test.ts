import { defineResource } from '@site/shared-schema';
import { describe, expect, it } from 'vitest';
import { dialogFields, type FormField, formFields } from './fields';

const RESOURCE = defineResource({
  name: 'wall',
  label: '墙',
  idKey: 'wallId',
  titleKey: 'wallName',
  projectField: 'projectId',
  permission: { list: 'cSiteDisplayManager' },
  api: { page: '/front/siteWall/pageList' },
  fields: [
    { key: 'pairCode', label: '配对码', type: 'text', required: true, form: 'add', table: false },
    { key: 'wallName', label: '名称', type: 'text', required: true },
    { key: 'online', label: '在线', type: 'switch', form: false },
  ],
});

const keys = (fields: readonly FormField[]) => fields.map(({ field }) => field.key);

describe('the fields of the add and edit forms', () => {
  it('leaves out the fields never edited, keeping those of the add only', () => {
    expect(keys(formFields(RESOURCE))).toEqual(['pairCode', 'wallName']);
  });

  it('asks for a field of the add only when adding, never when editing', () => {
    const fields = formFields(RESOURCE);
    expect(keys(dialogFields(fields, 'add'))).toEqual(['pairCode', 'wallName']);
    expect(keys(dialogFields(fields, 'edit'))).toEqual(['wallName']);
  });

  it('keeps what the page overrides', () => {
    const fields = formFields(RESOURCE, { pairCode: { required: false } });
    expect(dialogFields(fields, 'add')[0]).toMatchObject({ field: { key: 'pairCode' }, required: false });
  });
});
