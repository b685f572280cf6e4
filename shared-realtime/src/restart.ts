/**
 * The close a server gives its sockets when it stops (a restart, a rolling upgrade): WebSocket's 1012
 * Service Restart, moved into the range applications may send through SockJS. A client told so tries
 * again within RESTART_RECONNECT_MS, where another replica or the restarted server answers, instead of
 * after the usual reconnect delay; at a random moment in it, so a site's walls do not return all at once.
 */
export const SERVER_RESTART_CLOSE = { code: 4012, reason: 'Service restart' } as const;
export const RESTART_RECONNECT_MS = { min: 500, max: 2500 } as const;

/** When a client told of a restart tries again, `random` in [0, 1). */
export const restartReconnectDelay = (random: number): number =>
  RESTART_RECONNECT_MS.min + Math.floor(random * (RESTART_RECONNECT_MS.max - RESTART_RECONNECT_MS.min));
