import { describe, expect, it } from 'vitest';
import { keyCookie } from './key-cookie';

describe('the key cookie of stored files', () => {
  it('is sent under /files/ only, never cross-site, Secure over HTTPS', () => {
    expect(keyCookie('k=1;2', false)).toBe('Site-Playback-Key=k%3D1%3B2; path=/files/; SameSite=Strict');
    expect(keyCookie('k', true)).toBe('Site-Playback-Key=k; path=/files/; SameSite=Strict; Secure');
  });
});
