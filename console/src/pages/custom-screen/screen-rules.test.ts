import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildScreenQuery, copyText, wallLink } from './screen-rules';

const page = { pageNumber: 1, pageSize: 20 };

describe('buildScreenQuery', () => {
  it('sends the trimmed name', () => {
    expect(buildScreenQuery('1', '  项目大屏 ', page)).toEqual({
      projectId: '1',
      screenName: '项目大屏',
      ...page,
    });
  });

  it('sends no name for a blank search', () => {
    expect(buildScreenQuery('1', '   ', page)).toEqual({ projectId: '1', ...page });
  });
});

describe('wallLink', () => {
  it('puts the play path on the console origin', () => {
    expect(wallLink('http://localhost:8080', '/player/?screen=s1&key=k-1_2')).toBe(
      'http://localhost:8080/player/?screen=s1&key=k-1_2',
    );
  });
});

describe('copyText', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('writes to the clipboard when there is one', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    expect(await copyText('abc')).toBe(true);
    expect(writeText).toHaveBeenCalledWith('abc');
  });

  it('answers false without a clipboard or when the write is refused', async () => {
    vi.stubGlobal('navigator', {});
    expect(await copyText('abc')).toBe(false);
    vi.stubGlobal('navigator', { clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) } });
    expect(await copyText('abc')).toBe(false);
  });
});
