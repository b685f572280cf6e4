import { Form } from '@arco-design/web-react';
import { PERSON_CONTRACT_RESOURCE } from '@site/shared-schema';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Row } from '../../api/resource-calls';
import { formFields, labelsOf } from '../../resource/fields';
import { ResourceForm } from '../../resource/ResourceForm';
import { configureOfflineApi } from '../../resource/test/offline-api';
import { initTestI18n, itemError } from '../../resource/test/testing';
import { contractFormChecks } from './contract-checks';

function ContractForm({ initial = {} }: { initial?: Row }) {
  const [form] = Form.useForm<Row>();
  return (
    <ResourceForm
      scope={{ resource: PERSON_CONTRACT_RESOURCE, projectId: '1' }}
      form={form}
      fields={formFields(PERSON_CONTRACT_RESOURCE, { personId: { required: true } })}
      initial={initial}
      labelOf={labelsOf(PERSON_CONTRACT_RESOURCE, i18next.t)}
      extras={{ checks: contractFormChecks(i18next.t) }}
    />
  );
}

const input = (testId: string) => screen.getByTestId(testId).querySelector('input') as HTMLInputElement;

function typeRate(rate: string) {
  fireEvent.change(input('form-wageRate'), { target: { value: rate } });
  fireEvent.blur(input('form-wageRate'));
}

describe('the labour contract form', () => {
  beforeAll(async () => {
    await initTestI18n();
    configureOfflineApi();
  });
  afterEach(async () => {
    cleanup();
    await i18next.changeLanguage('zh');
  });

  it('refuses a wage rate of 0 or with three decimals with the shared price messages when it is left', async () => {
    render(<ContractForm />);
    typeRate('0');
    await vi.waitFor(() => expect(itemError('form-wageRate')).toBe('价格不能小于等于0'));
    typeRate('1.234');
    await vi.waitFor(() => expect(itemError('form-wageRate')).toBe('价格只能有两位小数'));
    typeRate('1.23');
    await vi.waitFor(() => expect(itemError('form-wageRate')).toBe(''));
  });

  it('offers the person and the contract but not the name, ID number and status the roster and server give', () => {
    render(<ContractForm />);
    expect(screen.getByTestId('form-personId')).toBeTruthy();
    expect(screen.getByTestId('form-contractFile')).toBeTruthy();
    for (const key of ['personName', 'idcardNumber', 'expiryStatus']) {
      expect(screen.queryByTestId(`form-${key}`)).toBeNull();
    }
  });

  it('checks the end date against the start and the contract type, in English too', async () => {
    await i18next.changeLanguage('en');
    const checks = contractFormChecks(i18next.t);
    const check = (values: Row) => checks.endDate.check(values);
    expect(check({ contractType: 'FIXED_TERM', startDate: '2025-03-01', endDate: '2025-03-01' })).toBe(
      'The end date must be after the start date',
    );
    expect(check({ contractType: 'FIXED_TERM', startDate: '2025-03-01', endDate: '2026-02-28' })).toBeNull();
    expect(check({ contractType: 'OPEN_ENDED', startDate: '2025-03-01', endDate: '' })).toBeNull();
    // The required message is the shared one, which the form translates.
    expect(check({ contractType: 'TASK_TERM', startDate: '2025-03-01' })).toBe('请选择合同结束日期');
  });
});
