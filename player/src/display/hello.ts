import { DISPLAY_HELLO_PATH, type DisplayHello, type DisplayReport } from '@site/shared-schema';
import { joinUrl, postJson } from '../api/client';
import type { PlayerConfig } from '../app/config';

/** The display's hello (public): its registration, the code to show, or a new token and code. */
export const sayHello = (config: PlayerConfig, displayToken: string, report?: DisplayReport) =>
  postJson<DisplayHello>(
    joinUrl(config.siteBaseUrl, DISPLAY_HELLO_PATH),
    { displayToken, ...(report ? { report } : {}) },
    { timeoutMs: 20_000 },
  );
