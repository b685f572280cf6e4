import type { Modal } from '@arco-design/web-react';
import i18next from 'i18next';

type ConfirmConfig = Parameters<typeof Modal.confirm>[0];

/**
 * Arco's Modal.confirm with its code (the modal and its focus lock) loaded when first asked: the layout's
 * confirms (session expired, another role) are rare, and every page paid for them (issue 18). Its buttons
 * say the common OK and Cancel unless the caller words them.
 */
export function confirm(config: ConfirmConfig): void {
  const buttons = { okText: i18next.t('common.confirm'), cancelText: i18next.t('common.cancel') };
  void import('./arco-modal').then(({ Modal }) => Modal.confirm({ ...buttons, ...config }));
}
