/** The wall's credential on every call (see client.ts); the service worker stores what it answers. */
export const PLAYBACK_KEY_HEADER = 'X-Playback-Key';

/**
 * When the wall's service worker stored an answer (ISO time). It is on an answer only when the worker
 * gave it from storage because the network failed: the wall then shows how old its data is.
 */
export const SAVED_AT_HEADER = 'X-Offline-Saved-At';
