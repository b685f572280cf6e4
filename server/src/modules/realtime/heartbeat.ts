/** How often each side beats, once negotiated; 0 means never. */
export interface Heartbeat {
  /** The server sends a heart-beat this often. */
  sendEvery: number;
  /** The server expects something from the client this often. */
  expectEvery: number;
}

/**
 * STOMP 1.2 heart-beat negotiation: the client's `heart-beat: cx,cy` says it can send every cx ms and
 * wants to receive every cy ms; the server offers `serverMs` both ways. Each direction runs at the
 * larger of the two wishes, or not at all when either side says 0.
 */
export function negotiateHeartbeat(header: string | undefined, serverMs: number): Heartbeat {
  const [clientSends, clientWants] = (header ?? '0,0').split(',').map((part) => Number(part.trim()) || 0);
  const period = (client: number | undefined) => (client && serverMs ? Math.max(client, serverMs) : 0);
  return { sendEvery: period(clientWants), expectEvery: period(clientSends) };
}
