import { type Envelope, REQUEST_TIMEOUT } from '@site/shared-schema';
import axios, { AxiosError, type AxiosInstance, type AxiosRequestConfig } from 'axios';
import { ApiError, readEnvelope } from './envelope';

/** What the interceptors need from the application; tests pass fakes. */
export interface ClientHooks {
  /** The full Authorization value (head + token), or nothing when logged out. */
  getToken(): string | undefined;
  /** An envelope error: toast for 5 s. */
  onError(message: string): void;
  /** Envelope code 401: ask to log in again. */
  onUnauthorized(): void;
  /** The server could not be reached or answered a non-200 HTTP status: told in the user's words. */
  onTransportError(message: string): void;
  /** The user's words for a failure without an envelope (axios says 'Network Error', in English). */
  transportText(failure: TransportFailure): string;
  /** A successful answer's message (shown as a success toast) as the user reads it. */
  answerText(message: string): string;
}

/** Why a call got no envelope: no answer at all, none in time, or an HTTP status other than 200. */
export type TransportFailure =
  | { reason: 'offline' }
  | { reason: 'timeout' }
  | { reason: 'status'; status: number };

export function transportFailure(error: AxiosError): TransportFailure {
  if (error.response) return { reason: 'status', status: error.response.status };
  if (error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT)
    return { reason: 'timeout' };
  return { reason: 'offline' };
}

/** An axios instance with the seed's interceptors (000 §7, §8). Answers resolve to the envelope. */
export function createHttp(baseURL: string, hooks: ClientHooks): AxiosInstance {
  const http = axios.create({ baseURL, timeout: REQUEST_TIMEOUT });
  http.interceptors.request.use((config) => {
    const token = hooks.getToken();
    if (token) config.headers.set('Authorization', token);
    return config;
  });
  http.interceptors.response.use(
    (response) => {
      // Blob exports are read by the download helper, which handles a JSON answer itself.
      if (response.config.responseType === 'blob') return response;
      const outcome = readEnvelope(response.data);
      if (outcome.kind === 'ok') {
        const envelope = response.data as Envelope<unknown>;
        if (typeof envelope.message === 'string') envelope.message = hooks.answerText(envelope.message);
        return response;
      }
      if (outcome.kind === 'unauthorized') {
        hooks.onUnauthorized();
        return Promise.reject(new ApiError('unauthorized', 401, outcome.message));
      }
      hooks.onError(outcome.message);
      return Promise.reject(new ApiError('envelope', outcome.code, outcome.message));
    },
    (error: AxiosError) => {
      const message = hooks.transportText(transportFailure(error));
      hooks.onTransportError(message);
      return Promise.reject(new ApiError('transport', error.response?.status ?? 0, message));
    },
  );
  return http;
}

/** POSTs a JSON body and resolves to the whole envelope. */
export async function postEnvelope<T>(
  http: AxiosInstance,
  path: string,
  body: unknown = {},
  config?: AxiosRequestConfig,
): Promise<Envelope<T>> {
  const response = await http.post<Envelope<T>>(path, body, config);
  return response.data;
}
