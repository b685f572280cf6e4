/**
 * The wall's service worker (built on its own to /player/sw.js, see vite.offline.config.ts): it keeps
 * what the wall last played, so a wall that loses the network, or reboots without it, goes on showing
 * its screen and its last data, and says how old they are (api/saved-data.ts). Rules in policy.ts.
 */
import { SAVED_AT_HEADER } from '../api/headers';
import {
  expired,
  type Handling,
  handlingOf,
  OFFLINE_CACHE,
  RESTAMP_MS,
  storageAddress,
  worthStoring,
} from './policy';

// The few service-worker types used here: the project's lib is the DOM's, not the WebWorker one.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  registration: { scope: string };
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}

const worker = self as unknown as WorkerScope;
const scope = worker.registration.scope;
/** Stores between two sweeps of what is past keeping. */
const SWEEP_EVERY = 500;
let storesSinceSweep = 0;

worker.addEventListener('install', (event) => event.waitUntil(worker.skipWaiting()));
worker.addEventListener('activate', (event) =>
  event.waitUntil(Promise.all([worker.clients.claim(), sweep()])),
);
worker.addEventListener('fetch', (event) => {
  const handling = handlingOf(event.request, scope);
  if (handling !== 'pass') event.respondWith(answer(event, handling));
});

async function answer(event: FetchEvent, handling: Handling): Promise<Response> {
  const { request } = event;
  const body = request.method === 'POST' ? await request.clone().text() : '';
  const address = await storageAddress(request, body, scope);
  const cache = await caches.open(OFFLINE_CACHE);
  if (handling === 'code') {
    const stored = await cache.match(address);
    if (stored) {
      event.waitUntil(restamp(cache, address, stored));
      return stored;
    }
  }
  let response: Response;
  try {
    response = await fetch(request);
  } catch (error) {
    const stored = await cache.match(address);
    if (!stored) throw error;
    return stored;
  }
  event.waitUntil(store(cache, address, response.clone(), handling));
  return response;
}

async function store(cache: Cache, address: string, response: Response, handling: Handling): Promise<void> {
  if (!(await worthStoring(response, handling))) return;
  await cache.put(address, await stamped(response));
  if (++storesSinceSweep >= SWEEP_EVERY) await sweep();
}

/** A copy of the answer with the time it was stored; a redirected answer loses its redirect mark. */
async function stamped(response: Response): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set(SAVED_AT_HEADER, new Date().toISOString());
  return new Response(await response.blob(), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/** The build's code a wall still runs stays: its stamp moves on (at most daily) each time it is used. */
async function restamp(cache: Cache, address: string, stored: Response): Promise<void> {
  const savedAt = Date.parse(stored.headers.get(SAVED_AT_HEADER) ?? '');
  if (Date.now() - savedAt > RESTAMP_MS) await cache.put(address, await stamped(stored.clone()));
}

async function sweep(): Promise<void> {
  storesSinceSweep = 0;
  const cache = await caches.open(OFFLINE_CACHE);
  const now = Date.now();
  for (const key of await cache.keys()) {
    const stored = await cache.match(key);
    if (!stored || expired(stored.headers.get(SAVED_AT_HEADER), now)) await cache.delete(key);
  }
}
