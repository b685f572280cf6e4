import type { AgreementException, AgreementExceptionNotice } from '@site/shared-schema';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryExceptionList, queryExceptionNotice, queryLockMessage } from '../../api/agreement';
import { ignoreNotified } from '../../api/envelope';
import { exceptionsToShow, shouldOpenExceptionDialog } from '../dialogs/agreement-exception-rules';
import { session } from '../store/session';
import { holdsCode } from '../store/session-rules';
import { hideLockNotice, showLockNotice } from './lock-notice';

// Loaded only for a project with exceptions to acknowledge: a modal, a table and checkboxes.
const AgreementExceptionDialog = lazy(() =>
  import('../dialogs/AgreementExceptionDialog').then((module) => ({
    default: module.AgreementExceptionDialog,
  })),
);

interface PendingExceptions {
  notice: AgreementExceptionNotice;
  exceptions: AgreementException[];
}

/**
 * The layout's entry checks (seed 000 §4): the exception settings and list in parallel, and the lock
 * message for holders of its code.
 */
export function AgreementChecks({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const mayCheckLock = session.use((state) =>
    holdsCode(state.resources, state.userInfo, 'frontSiteProjectAgreementGetLockMsg'),
  );
  const [pending, setPending] = useState<PendingExceptions>();

  useEffect(() => {
    let live = true;
    Promise.all([queryExceptionNotice(projectId), queryExceptionList(projectId)])
      .then(([notice, list]) => {
        if (live && shouldOpenExceptionDialog(list, notice, Date.now())) {
          setPending({ notice, exceptions: exceptionsToShow(list) });
        }
      })
      .catch(ignoreNotified);
    return () => {
      live = false;
    };
  }, [projectId]);

  // With t among the dependencies a language switch checks again, and the notice speaks the new language.
  useEffect(() => {
    if (!mayCheckLock) return;
    let live = true;
    queryLockMessage(projectId)
      .then((lock) => {
        if (live && lock.warn) showLockNotice(projectId, lock.msg, t);
      })
      .catch(ignoreNotified);
    return () => {
      live = false;
      hideLockNotice();
    };
  }, [projectId, mayCheckLock, t]);

  return pending ? (
    <Suspense fallback={null}>
      <AgreementExceptionDialog {...pending} onClose={() => setPending(undefined)} />
    </Suspense>
  ) : null;
}
