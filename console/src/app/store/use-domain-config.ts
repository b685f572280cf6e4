import type { PrivateConfig } from '@site/shared-schema';
import { useEffect } from 'react';
import useSWR from 'swr';
import { queryDomainConfig } from '../../api/branding';
import { session } from './session';

/**
 * The domain's branding for the pages shown before a session's first load (login, avoid-login), put in
 * the session as that load does, so their titles carry the private name too. Undefined until it answers.
 */
export function useDomainConfig(): PrivateConfig | null | undefined {
  const { data: config } = useSWR('domain-config', () => queryDomainConfig());
  useEffect(() => {
    if (config !== undefined) session.set({ privateConfig: config });
  }, [config]);
  return config;
}
