import type { AgreementException, AgreementExceptionNotice } from '@site/shared-schema';
import { lazy, Suspense, useEffect, useState } from 'react';
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

  // Once per project and permission: a check run again would remove the notice and show it anew, and
  // Arco drops a notice shown again under its id while the removed one is still leaving.
  useEffect(() => {
    if (!mayCheckLock) return;
    let live = true;
    queryLockMessage(projectId)
      .then((lock) => {
        if (live && lock.warn) showLockNotice(projectId, lock.msg);
      })
      .catch(ignoreNotified);
    return () => {
      live = false;
      hideLockNotice();
    };
  }, [projectId, mayCheckLock]);

  return pending ? (
    <Suspense fallback={null}>
      <AgreementExceptionDialog {...pending} onClose={() => setPending(undefined)} />
    </Suspense>
  ) : null;
}
