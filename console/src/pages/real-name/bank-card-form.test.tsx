import { Form } from '@arco-design/web-react';
import { PERSON_BANK_CARD_RESOURCE, PROJECT_BANK_CARD_RESOURCE } from '@site/shared-schema';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Row } from '../../api/resource-calls';
import { formFields, labelsOf } from '../../resource/fields';
import { ResourceForm } from '../../resource/ResourceForm';
import { configureOfflineApi } from '../../resource/test/offline-api';
import { initTestI18n, itemError } from '../../resource/test/testing';

function CardForm({
  resource,
}: {
  resource: typeof PERSON_BANK_CARD_RESOURCE | typeof PROJECT_BANK_CARD_RESOURCE;
}) {
  const [form] = Form.useForm<Row>();
  return (
    <ResourceForm
      scope={{ resource, projectId: '1' }}
      form={form}
      fields={formFields(resource, { personId: { required: true } })}
      initial={{}}
      labelOf={labelsOf(resource, i18next.t)}
    />
  );
}

const input = (testId: string) => screen.getByTestId(testId).querySelector('input') as HTMLInputElement;

async function typeCard(number: string) {
  fireEvent.change(input('form-cardNumber'), { target: { value: number } });
  fireEvent.blur(input('form-cardNumber'));
}

describe('the bank-card forms', () => {
  beforeAll(async () => {
    await initTestI18n();
    configureOfflineApi();
  });
  afterEach(async () => {
    cleanup();
    await i18next.changeLanguage('zh');
  });

  it('refuses a card number failing the Luhn check with the shared message when it is left', async () => {
    render(<CardForm resource={PERSON_BANK_CARD_RESOURCE} />);
    await typeCard('6222020200112233445');
    await vi.waitFor(() => expect(itemError('form-cardNumber')).toBe('请输入正确的银行卡号'));
    await typeCard('4111111111111111');
    await vi.waitFor(() => expect(itemError('form-cardNumber')).toBe(''));
  });

  it('offers the holder and the card but not the name and ID number an import carries', () => {
    render(<CardForm resource={PERSON_BANK_CARD_RESOURCE} />);
    expect(screen.getByTestId('form-personId')).toBeTruthy();
    expect(screen.queryByTestId('form-personName')).toBeNull();
    expect(screen.queryByTestId('form-idcardNumber')).toBeNull();
  });

  it('checks a project account the same way, in English too', async () => {
    await i18next.changeLanguage('en');
    render(<CardForm resource={PROJECT_BANK_CARD_RESOURCE} />);
    await typeCard('4111111111111112');
    await vi.waitFor(() => expect(itemError('form-cardNumber')).toBe('Enter a valid bank card number'));
  });
});
