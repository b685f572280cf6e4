import { API, CLIENT_TYPE, type PrivateConfig } from '@site/shared-schema';
import { fetchData } from './http';

/** The per-domain private configuration; null when the domain has none. */
export const queryDomainConfig = (domainName = window.location.hostname) =>
  fetchData<PrivateConfig | null>(API.domainConfig, { clientType: CLIENT_TYPE, domainName });
