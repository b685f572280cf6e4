import { Form } from '@arco-design/web-react';
import { PERSON_RESOURCE, type PersonFormField } from '@site/shared-schema';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Row } from '../../api/resource-calls';
import { formFields, labelsOf } from '../../resource/fields';
import { ResourceForm } from '../../resource/ResourceForm';
import { configureOfflineApi } from '../../resource/test/offline-api';
import { initTestI18n, itemError } from '../../resource/test/testing';
import { formFieldOverrides } from './form-field-config';
import { followIdcardNumber } from './idcard-fill';
import { PERSON_FORM_CHECKS } from './person-checks';

const config = (
  fieldKey: string,
  showStatus: 0 | 1,
  requiredStatus: 0 | 1,
  fieldType = 'INPUT',
): PersonFormField => ({
  fieldKey,
  fieldName: fieldKey,
  fieldType,
  sourceType: '',
  requiredStatus,
  showStatus,
});

function PersonForm({ rows }: { rows: PersonFormField[] }) {
  const [form] = Form.useForm<Row>();
  const fields = formFields(PERSON_RESOURCE, formFieldOverrides(rows));
  return (
    <ResourceForm
      scope={{ resource: PERSON_RESOURCE, projectId: '1', fixed: { personType: 'WORKER' } }}
      form={form}
      fields={fields}
      initial={{ idcardTermStatus: 0 }}
      labelOf={labelsOf(PERSON_RESOURCE, i18next.t)}
      extras={{ checks: PERSON_FORM_CHECKS, follow: followIdcardNumber }}
    />
  );
}

const input = (testId: string) =>
  screen.getByTestId(testId).querySelector('input, textarea') as HTMLInputElement;
const marked = (testId: string) =>
  Boolean(screen.getByTestId(testId).querySelector('.arco-form-item-symbol'));

describe('the person form follows the form-field config', () => {
  beforeAll(async () => {
    await initTestI18n();
    configureOfflineApi();
  });
  afterEach(cleanup);

  it('hides fields not shown and PROJECT_AUTH fields, and requires the ones the config requires', async () => {
    render(
      <PersonForm
        rows={[
          config('nation', 0, 0),
          config('emergencyContact', 1, 1, 'PROJECT_AUTH'),
          config('phone', 1, 1),
          config('jobNumber', 1, 0),
        ]}
      />,
    );
    expect(screen.queryByTestId('form-nation')).toBeNull();
    expect(screen.queryByTestId('form-emergencyContact')).toBeNull();
    expect(marked('form-phone')).toBe(true);
    expect(marked('form-jobNumber')).toBe(false);

    fireEvent.blur(input('form-phone'));
    await vi.waitFor(() => expect(itemError('form-phone')).toBe('请输入手机号码'));
    fireEvent.blur(input('form-jobNumber'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(itemError('form-jobNumber')).toBe('');
  });

  it('keeps the declaration for fields the config does not name', () => {
    render(<PersonForm rows={[]} />);
    expect(screen.getByTestId('form-nation')).toBeTruthy();
    expect(marked('form-personName')).toBe(true);
    expect(marked('form-phone')).toBe(false);
  });

  it('asks for the ID-card start date with the seed message when it is left', async () => {
    render(<PersonForm rows={[]} />);
    fireEvent.blur(input('form-personName'));
    await vi.waitFor(() => expect(itemError('form-personName')).toBe('请输入姓名'));
    // The date picker counts its popup closing as leaving the field.
    fireEvent.click(input('form-idcardStartDate'));
    fireEvent.click(document.body);
    fireEvent.mouseDown(document.body);
    await vi.waitFor(() => expect(itemError('form-idcardStartDate')).toBe('请输入身份证开始日期'));
  });

  it('fills the birth date and gender an ID number says, where they are still empty', async () => {
    render(<PersonForm rows={[]} />);
    fireEvent.change(input('form-idcardNumber'), { target: { value: '33010219900101329' } });
    expect(input('form-birthDate').value).toBe('');
    fireEvent.change(input('form-idcardNumber'), { target: { value: '330102199001013299' } });
    await vi.waitFor(() => expect(input('form-birthDate').value).toBe('1990-01-01'));
    expect(screen.getByTestId('form-gender').textContent).toContain('男');
    // A date the user set stays: a second number changes nothing already filled.
    fireEvent.change(input('form-idcardNumber'), { target: { value: '330102198512120028' } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(input('form-birthDate').value).toBe('1990-01-01');
    expect(screen.getByTestId('form-gender').textContent).toContain('男');
  });
});
