import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A stream address is good for new connections this long after it was handed out. */
export const STREAM_TOKEN_TTL_MS = 60 * 60_000;

/**
 * Reads the signing secret of stream addresses from `<dataDir>/camera-stream.secret`, creating it on
 * first start: addresses handed out before a restart stay good after it.
 */
export function loadStreamSecret(dataDir: string): Buffer {
  const file = join(dataDir, 'camera-stream.secret');
  try {
    const secret = readFileSync(file);
    if (secret.length >= 32) return secret;
  } catch {
    // First start: make one below.
  }
  const secret = randomBytes(32);
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * Signs stream addresses: an <img> cannot send a header, so the address itself carries a short-lived
 * token `<expiry ms>.<HMAC of camera and expiry>`, handed out only to callers of the list and play-path
 * calls (a member with cSiteMonitorDeviceManager, or a wall's key of the camera's project).
 */
export class StreamTokens {
  constructor(private readonly secret: Buffer) {}

  private mac(camera: string, expires: number): Buffer {
    return createHmac('sha256', this.secret).update(`${camera}\n${expires}`).digest();
  }

  sign(camera: string, now = Date.now()): string {
    const expires = now + STREAM_TOKEN_TTL_MS;
    return `${expires}.${this.mac(camera, expires).toString('base64url')}`;
  }

  verify(camera: string, token: string, now = Date.now()): boolean {
    const [expiresText, signature = ''] = token.split('.');
    const expires = Number(expiresText);
    if (!Number.isSafeInteger(expires) || expires < now) return false;
    // Compared as the exact text signed: decoding would accept other spellings of the same bytes (the
    // last base64 character carries unused bits).
    const given = Buffer.from(signature);
    const wanted = Buffer.from(this.mac(camera, expires).toString('base64url'));
    return given.length === wanted.length && timingSafeEqual(given, wanted);
  }
}
