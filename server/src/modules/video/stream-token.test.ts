import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { STREAM_TOKEN_TTL_MS, StreamTokens } from './stream-token';

describe('stream tokens', () => {
  const tokens = new StreamTokens(randomBytes(32));
  const now = Date.UTC(2025, 0, 1);

  it('are good for their own camera until they expire', () => {
    const token = tokens.sign('ipc-1/1', now);
    expect(tokens.verify('ipc-1/1', token, now + STREAM_TOKEN_TTL_MS)).toBe(true);
    expect(tokens.verify('ipc-1/1', token, now + STREAM_TOKEN_TTL_MS + 1)).toBe(false);
    expect(tokens.verify('ipc-1/2', token, now)).toBe(false);
  });

  it('are refused when signed with another secret or altered', () => {
    const token = tokens.sign('ipc-1/1', now);
    expect(new StreamTokens(randomBytes(32)).verify('ipc-1/1', token, now)).toBe(false);
    const [expires, mac] = token.split('.');
    expect(tokens.verify('ipc-1/1', `${Number(expires) + 1}.${mac}`, now)).toBe(false);
    expect(tokens.verify('ipc-1/1', '', now)).toBe(false);
  });

  it('are refused with any character of the signature changed, the last one too', () => {
    for (let attempt = 0; attempt < 64; attempt += 1) {
      const token = tokens.sign('ipc-1/1', now + attempt);
      for (const swap of ['A', 'B', 'Q', 'g', 'w']) {
        const altered = token.replace(/.$/, swap);
        if (altered !== token) expect(tokens.verify('ipc-1/1', altered, now)).toBe(false);
      }
    }
  });
});
