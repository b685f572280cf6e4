import { Alert } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';

/** Says that a dialog starts from its draft (form-draft.ts): what was typed before a save got no decision. */
export function DraftNotice({ shown }: { shown: boolean }) {
  const { t } = useTranslation();
  if (!shown) return null;
  return (
    <Alert
      type="info"
      content={t('resource.draftRestored')}
      style={{ marginBottom: 16 }}
      data-testid="form-draft"
    />
  );
}
