import { describe, expect, it } from 'vitest';
import { loginPathFor, redirectTarget } from './paths';

describe('login redirect', () => {
  it('round-trips the full path, query and hash included', () => {
    const fullPath = '/vehicle-manage/white-list?page=2&q=a b#top';
    const login = new URL(loginPathFor(fullPath), 'http://console');
    expect(redirectTarget(login.searchParams.get('redirect'))).toBe(fullPath);
  });

  it('refuses targets outside the console', () => {
    expect(redirectTarget('https://evil.example')).toBe('/');
    expect(redirectTarget('//evil.example/x')).toBe('/');
    expect(redirectTarget(null)).toBe('/');
  });
});
