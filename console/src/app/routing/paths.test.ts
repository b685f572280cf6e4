import { describe, expect, it } from 'vitest';
import {
  loginPathFor,
  redirectTarget,
  SERVER_ERROR_PATH,
  serverErrorPathFor,
  serverErrorPathFromHere,
} from './paths';

describe('login and 500 page redirect', () => {
  it.each([
    ['login', loginPathFor],
    ['500 page', serverErrorPathFor],
  ])('the %s round-trips the full path, query and hash included', (_, pathFor) => {
    const fullPath = '/vehicle-manage/white-list?page=2&q=a b#top';
    const target = new URL(pathFor(fullPath), 'http://console');
    expect(redirectTarget(target.searchParams.get('redirect'))).toBe(fullPath);
  });

  it('keeps the 500 page on its own path, as the seed names it, and a second failure there where it was', () => {
    expect(new URL(serverErrorPathFor('/x'), 'http://console').pathname).toBe(SERVER_ERROR_PATH);
    window.history.replaceState(null, '', '/manage/contractor?page=2#top');
    expect(serverErrorPathFromHere()).toBe(serverErrorPathFor('/manage/contractor?page=2#top'));
    window.history.replaceState(null, '', serverErrorPathFor('/manage/contractor'));
    expect(serverErrorPathFromHere()).toBe(serverErrorPathFor('/manage/contractor'));
  });

  it('refuses targets outside the console', () => {
    expect(redirectTarget('https://evil.example')).toBe('/');
    expect(redirectTarget('//evil.example/x')).toBe('/');
    expect(redirectTarget(null)).toBe('/');
  });
});
