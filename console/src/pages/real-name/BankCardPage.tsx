import { Tabs } from '@arco-design/web-react';
import { PERSON_BANK_CARD_RESOURCE, PROJECT_BANK_CARD_RESOURCE } from '@site/shared-schema';
import { useTranslation } from 'react-i18next';
import type { CustomControlProps } from '../../resource/ResourceForm';
import { ResourcePage } from '../../resource/ResourcePage';
import { PersonPicker } from './PersonPicker';

// The form picks the holder from the roster; an import names him by name and ID number instead.
const PERSON_FORM = { controls: { personId: (props: CustomControlProps) => <PersonPicker {...props} /> } };
const PERSON_REQUIRED = { personId: { required: true } };

/**
 * bank-card (seed 000 §2 salary group): the wage cards of the project's people, imported as
 * BANK_CARD_IMPORT tasks, and the project's own accounts. Card numbers are Luhn-checked and shown masked
 * unless the user may see ID numbers.
 */
export default function BankCardPage() {
  const { t } = useTranslation();
  return (
    <Tabs defaultActiveTab="person" data-testid="bank-card-tabs">
      <Tabs.TabPane key="person" title={t('realName.personBankCards')}>
        <ResourcePage resource={PERSON_BANK_CARD_RESOURCE} form={PERSON_FORM} overrides={PERSON_REQUIRED} />
      </Tabs.TabPane>
      <Tabs.TabPane key="project" title={t('realName.projectBankCards')}>
        <ResourcePage resource={PROJECT_BANK_CARD_RESOURCE} />
      </Tabs.TabPane>
    </Tabs>
  );
}
