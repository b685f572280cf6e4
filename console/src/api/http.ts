import type { Envelope } from '@site/shared-schema';
import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import type { ConsoleConfig } from '../app/config';
import { type ClientHooks, createHttp, postEnvelope } from './client';
import { isSitePath } from './envelope';

let common: AxiosInstance | undefined;
let site: AxiosInstance | undefined;
let activeHooks: ClientHooks | undefined;

/** Called once at boot, after config.json is read: one instance per base. */
export function configureApi(config: ConsoleConfig, hooks: ClientHooks): void {
  common = createHttp(config.commonBaseUrl, hooks);
  site = createHttp(config.siteBaseUrl, hooks);
  activeHooks = hooks;
}

/** Shows an error the way the interceptors do, for answers they pass through (blob exports). */
export function reportError(message: string): void {
  activeHooks?.onError(message);
}

/** The instance serving a path. */
export function httpFor(path: string): AxiosInstance {
  const http = isSitePath(path) ? site : common;
  if (!http) throw new Error('configureApi() must run before the first call');
  return http;
}

export function call<T>(path: string, body?: unknown, config?: AxiosRequestConfig): Promise<Envelope<T>> {
  return postEnvelope<T>(httpFor(path), path, body, config);
}

/** The data of a successful call. */
export async function fetchData<T>(path: string, body?: unknown): Promise<T> {
  return (await call<T>(path, body)).data;
}

/** The server's message of a successful call: the seeds show it as the success toast. */
export async function fetchMessage(path: string, body?: unknown): Promise<string> {
  return (await call<unknown>(path, body)).message;
}
