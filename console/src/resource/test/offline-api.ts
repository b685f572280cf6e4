import { configureApi, httpFor } from '../../api/http';
import type { Row } from '../../api/resource-calls';
import { DEFAULT_CONFIG } from '../../app/config';

/**
 * Points the console's calls at a closed port: the components' option and list loads fail at once (as
 * with the server down) and nothing in these tests depends on their answers.
 */
export function configureOfflineApi() {
  const base = 'http://127.0.0.1:9';
  configureApi(
    { ...DEFAULT_CONFIG, commonBaseUrl: base, siteBaseUrl: base },
    { getToken: () => undefined, onError: () => {}, onUnauthorized: () => {}, onTransportError: () => {} },
  );
}

/** The bodies the console posts to a path, read off its HTTP client as they leave (before serialising). */
export function sentTo(path: string): Row[] {
  const bodies: Row[] = [];
  httpFor(path).interceptors.request.use((config) => {
    if (config.url === path) bodies.push(structuredClone(config.data));
    return config;
  });
  return bodies;
}
