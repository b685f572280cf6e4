import { loadScreen, type ScreenDocument } from '@site/shared-schema';
import { ApiError } from '../api/client';
import { fetchPlayedScreen, type PlayedScreen } from '../api/screen';
import { t } from '../i18n';
import { preloadScreenViews } from '../widgets/registry';
import type { PlayerConfig } from './config';
import type { PlayerOptions } from './url';

/** How many validator errors the full-screen message lists. */
export const SHOWN_ERRORS = 10;

export type BootResult =
  | { kind: 'ready'; played: PlayedScreen; document: ScreenDocument }
  | {
      kind: 'message';
      title: string;
      detail?: string;
      lines?: string[];
      /** A transient failure (network, server restarting): try again later. */
      retry: boolean;
    };

/** The full-screen message of a failed screen call. */
export function screenCallMessage(error: unknown): Extract<BootResult, { kind: 'message' }> {
  if (error instanceof ApiError && error.kind === 'envelope') {
    switch (error.code) {
      case 401:
        return {
          kind: 'message',
          title: t('wall.keyInvalid'),
          detail: t('wall.keyInvalidDetail'),
          retry: false,
        };
      case 403:
        return { kind: 'message', title: t('wall.keyForbidden'), detail: error.message, retry: false };
      case 404:
        return {
          kind: 'message',
          title: t('wall.notFound'),
          detail: t('wall.notFoundDetail'),
          retry: false,
        };
      default:
        return {
          kind: 'message',
          title: t('wall.failed'),
          detail: t('wall.failedDetail', { message: error.message, code: error.code }),
          retry: error.code >= 500,
        };
    }
  }
  const detail = error instanceof Error ? error.message : String(error);
  return {
    kind: 'message',
    title: t('wall.connecting'),
    detail: t('wall.connectingDetail', { detail }),
    retry: true,
  };
}

/** Fetches the published screen with the key, then migrates and validates its document. */
export async function loadPlayable(
  config: PlayerConfig,
  options: PlayerOptions,
  signal?: AbortSignal,
): Promise<BootResult> {
  if (!options.screenId || !options.key) {
    return {
      kind: 'message',
      title: t('wall.missingParams'),
      detail: t('wall.missingParamsDetail'),
      retry: false,
    };
  }
  let played: PlayedScreen;
  try {
    played = await fetchPlayedScreen(
      config.siteBaseUrl,
      options.screenId,
      { playbackKey: options.key },
      signal,
    );
  } catch (error) {
    return screenCallMessage(error);
  }
  const result = checkDocument(played);
  if (result.kind === 'ready') void preloadScreenViews(result.document.componentData);
  return result;
}

export function checkDocument(played: PlayedScreen): BootResult {
  if (played.document === undefined || played.document === null || played.document === '') {
    return { kind: 'message', title: t('wall.empty'), detail: t('wall.emptyDetail'), retry: false };
  }
  const loaded = loadScreen(played.document);
  if (!loaded.ok) {
    const lines = loaded.errors.slice(0, SHOWN_ERRORS);
    if (loaded.errors.length > SHOWN_ERRORS)
      lines.push(t('wall.moreErrors', { count: loaded.errors.length }));
    return {
      kind: 'message',
      title: t('wall.invalid'),
      detail: played.screenName || undefined,
      lines,
      retry: false,
    };
  }
  return { kind: 'ready', played, document: loaded.value };
}

/** Delay before retrying a transient boot failure: 5 s doubling up to a minute. */
export function retryDelay(attempt: number): number {
  return Math.min(60_000, 5_000 * 2 ** Math.max(0, attempt));
}
