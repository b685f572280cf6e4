import { describe, expect, it } from 'vitest';
import { sentenceStart } from './sentence-start';

describe('a text at the start of a title', () => {
  it('takes a capital where the language has them, and is left alone where it has none', () => {
    expect(sentenceStart('crane work cycles')).toBe('Crane work cycles');
    expect(sentenceStart('registros de trabajo')).toBe('Registros de trabajo');
    expect(sentenceStart('塔吊工作循环')).toBe('塔吊工作循环');
    expect(sentenceStart('')).toBe('');
  });
});
