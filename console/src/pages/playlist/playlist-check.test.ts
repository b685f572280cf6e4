import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '../../resource/test/testing';
import { playlistChecks } from './playlist-check';

const problemOf = (items: unknown) => playlistChecks(i18next.t).items.check({ items });

describe('the check of a play order', () => {
  beforeAll(() => initTestI18n('en'));

  it('says in the user language what the server would refuse', () => {
    expect(problemOf(undefined)).toBe('Choose at least one screen');
    expect(problemOf('[]')).toBe('Choose at least one screen');
    expect(problemOf('[{"screenId":"a","seconds":2}]')).toBe('Each screen stays 5 to 3600 seconds');
    const many = JSON.stringify(Array.from({ length: 51 }, () => ({ screenId: 'a', seconds: 30 })));
    expect(problemOf(many)).toBe('At most 50 screens');
    expect(problemOf('not json')).toBe('The play order is not valid');
  });

  it('asks for the screen of a row added but not chosen', () => {
    expect(problemOf('[{"screenId":"","seconds":30}]')).toBe('Choose a screen on every row');
  });

  it('passes a good order', () => {
    expect(problemOf('[{"screenId":"a","seconds":30}]')).toBeNull();
  });
});
