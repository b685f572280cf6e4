import type { AgreementScopeQuery } from '@site/shared-schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ignoreNotified } from '../../api/envelope';
import { exchange } from './agreement-calls';
import { showExchangeResult } from './exchange-feedback';

/**
 * Runs uploads, pulls and exits of one agreement: one at a time (the key of the running one is `running`,
 * for its button's spinner), its outcome shown, then the list refreshed.
 */
export function useExchange(scope: AgreementScopeQuery) {
  const { t } = useTranslation();
  const [running, setRunning] = useState<string>();
  const run = (key: string, path: string, body: Record<string, unknown>, refresh?: () => void) => {
    setRunning(key);
    exchange(path, scope, body)
      .then((result) => showExchangeResult(result, t), ignoreNotified)
      .finally(() => {
        setRunning(undefined);
        refresh?.();
      });
  };
  return { running, run };
}
