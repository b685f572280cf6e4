import { loadScreen, type ScreenDocument } from '@site/shared-schema';
import { ApiError } from '../api/client';
import { fetchPlayedScreen, type PlayedScreen } from '../api/screen';
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
          title: '播放密钥无效或已被撤销',
          detail: '请向管理员获取新的大屏播放地址',
          retry: false,
        };
      case 403:
        return { kind: 'message', title: '播放密钥无权播放此大屏', detail: error.message, retry: false };
      case 404:
        return {
          kind: 'message',
          title: '大屏不存在或未发布',
          detail: '请在控制台发布该大屏后再播放',
          retry: false,
        };
      default:
        return {
          kind: 'message',
          title: '大屏加载失败',
          detail: `${error.message}（${error.code}）`,
          retry: error.code >= 500,
        };
    }
  }
  const detail = error instanceof Error ? error.message : String(error);
  return {
    kind: 'message',
    title: '正在连接服务器…',
    detail: `网络异常：${detail}，稍后自动重试`,
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
      title: '缺少大屏参数',
      detail: '播放地址应为 /player/?screen=<大屏ID>&key=<播放密钥>',
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
  return checkDocument(played);
}

export function checkDocument(played: PlayedScreen): BootResult {
  if (played.document === undefined || played.document === null || played.document === '') {
    return { kind: 'message', title: '大屏内容为空', detail: '该大屏尚未保存任何内容', retry: false };
  }
  const loaded = loadScreen(played.document);
  if (!loaded.ok) {
    const lines = loaded.errors.slice(0, SHOWN_ERRORS);
    if (loaded.errors.length > SHOWN_ERRORS) lines.push(`…共 ${loaded.errors.length} 处错误`);
    return {
      kind: 'message',
      title: '大屏数据无效，无法播放',
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
