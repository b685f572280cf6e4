import { isIdCard } from '@site/shared-schema';
import { describe, expect, it } from 'vitest';
import { idcardCheckCode, randomChineseName, randomIdcard, unique } from './people';
import { seededRandom } from './random';

describe('demo people', () => {
  it('computes the GB 11643 check character (the standard’s own example)', () => {
    expect(idcardCheckCode('11010519491231002')).toBe('X');
  });

  it('draws valid ID numbers and Chinese names, the same for the same seed', () => {
    const draw = () => {
      const random = seededRandom(7);
      return Array.from({ length: 50 }, () => [randomChineseName(random), randomIdcard(random)]);
    };
    const people = draw();
    expect(draw()).toEqual(people);
    for (const [name, idcard] of people) {
      expect(name).toMatch(/^\p{Script=Han}{2,3}$/u);
      expect(isIdCard(idcard)).toBe(true);
      expect(idcard.at(-1)).toBe(idcardCheckCode(idcard.slice(0, 17)));
    }
  });

  it('redraws until a value is new', () => {
    const taken = new Set(['a']);
    const values = ['a', 'a', 'b'];
    expect(unique(taken, () => values.shift() as string)).toBe('b');
    expect(taken.has('b')).toBe(true);
  });
});
