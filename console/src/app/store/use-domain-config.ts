import type { PrivateConfig } from '@site/shared-schema';
import { useEffect, useState } from 'react';
import { queryDomainConfig } from '../../api/branding';
import { session } from './session';

/**
 * The domain's branding for the pages shown before a session's first load (login, avoid-login), put in
 * the session as that load does, so their titles carry the private name too. Undefined until it answers.
 * Read without swr: the login page, the console's first, does not load a data library for one call.
 */
export function useDomainConfig(): PrivateConfig | null | undefined {
  const [config, setConfig] = useState<PrivateConfig | null | undefined>(undefined);
  useEffect(() => {
    let mounted = true;
    // A failed read has shown its error toast; the page keeps the default branding.
    queryDomainConfig().then(
      (answer) => {
        session.set({ privateConfig: answer });
        if (mounted) setConfig(answer);
      },
      () => {},
    );
    return () => {
      mounted = false;
    };
  }, []);
  return config;
}
