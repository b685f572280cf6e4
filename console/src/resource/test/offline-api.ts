import type { Envelope } from '@site/shared-schema';
import { CODE_OK } from '../../api/envelope';
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
    {
      getToken: () => undefined,
      onError: () => {},
      onUnauthorized: () => {},
      onTransportError: () => {},
      answerText: (message) => message,
      transportText: ({ reason }) => reason,
    },
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

/**
 * Answers the calls to a path with an envelope instead of the closed port: `data`, or a refusal's code and
 * message. The first answer given for a path is the one that stays.
 */
export function answer(path: string, data: unknown, { code = CODE_OK, message = '' } = {}) {
  httpFor(path).interceptors.request.use((config) => {
    if (config.url !== path) return config;
    const envelope: Envelope<unknown> = { code, message, data };
    config.adapter = async () => ({ data: envelope, status: 200, statusText: 'OK', headers: {}, config });
    return config;
  });
}
