import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router-dom';
import { confirm } from '../../app/dialogs/confirm';
import { type EditorStore, useEditor } from '../model';

/**
 * Leaving with unsaved changes asks first: closing or reloading the tab (the browser's own question)
 * and navigating inside the console (ours). Leaving anyway calls `onDiscard`.
 */
export function useLeaveGuard(store: EditorStore, onDiscard: () => void): void {
  const { t } = useTranslation();
  const dirty = useEditor(store, (state) => state.dirty);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    confirm({
      title: t('designer.leave.title'),
      content: t('designer.leave.content'),
      okText: t('designer.leave.ok'),
      cancelText: t('common.cancel'),
      onOk: () => {
        onDiscard();
        blocker.proceed();
      },
      onCancel: () => blocker.reset(),
    });
  }, [blocker, t, onDiscard]);
}
