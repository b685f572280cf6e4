import type { FormInstance } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { confirm } from '../app/dialogs/confirm';

/** A dialog's Modal props for closing: Escape and the corner × (onCancel), and a default footer's 取消. */
export interface Dismissal {
  onCancel(): void;
  cancelButtonProps: { onClick(): void };
}

/**
 * How a form dialog closes. Escape and the corner × ask first when the dialog holds what the user typed
 * (or a restored draft): a stray key would otherwise lose a page of typing, and nothing brings it back. A
 * dialog with nothing new closes at once, as does its 取消 button, which is the user choosing to drop it.
 * Spread into the Modal.
 */
export function useDismissGuard(changed: () => boolean, close: () => void): Dismissal {
  const { t } = useTranslation();
  const onCancel = () => {
    if (!changed()) {
      close();
      return;
    }
    confirm({
      title: t('resource.discardTitle'),
      content: t('resource.discardContent'),
      okText: t('resource.discard'),
      cancelText: t('resource.keepEditing'),
      onOk: close,
    });
  };
  return { onCancel, cancelButtonProps: { onClick: close } };
}

/** An Arco form holds something new: a field the user changed, or the draft it opened on. */
export const formHoldsChanges =
  (form: Pick<FormInstance, 'getTouchedFields'>, draft: unknown) => (): boolean =>
    Boolean(draft) || form.getTouchedFields().length > 0;
