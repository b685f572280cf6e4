import type { Modal } from '@arco-design/web-react';

type ConfirmConfig = Parameters<typeof Modal.confirm>[0];

/**
 * Arco's Modal.confirm with its code (the modal and its focus lock) loaded when first asked: the layout's
 * confirms (session expired, another role) are rare, and every page paid for them (issue 18).
 */
export function confirm(config: ConfirmConfig): void {
  void import('./arco-modal').then(({ Modal }) => Modal.confirm(config));
}
