import { API, CLIENT_TYPE, type PrivateConfig } from '@site/shared-schema';
import { fetchData, httpFor } from './http';

/** The per-domain private configuration; null when the domain has none. */
export const queryDomainConfig = (domainName = window.location.hostname) =>
  fetchData<PrivateConfig | null>(API.domainConfig, { clientType: CLIENT_TYPE, domainName });

/**
 * Whether the server answers again: the public branding call, asked past the interceptors so that a
 * page polling it while the server is down shows no error toasts.
 */
export async function serverAnswers(): Promise<boolean> {
  const url = `${httpFor(API.domainConfig).defaults.baseURL ?? ''}${API.domainConfig}`;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientType: CLIENT_TYPE, domainName: window.location.hostname }),
    });
    return response.ok && (await response.json()).code === 200;
  } catch {
    return false;
  }
}
