import { isIdCard, isMobilePhone } from '@site/shared-schema';
import { describe, expect, it } from 'vitest';
import { drawIdcardNumber, idcardCheckCode, randomChineseName, randomMobile, unique } from './people';
import { seededRandom } from './random';

describe('demo people', () => {
  it('computes the GB 11643 check character (the standard’s own example)', () => {
    expect(idcardCheckCode('11010519491231002')).toBe('X');
  });

  it('draws valid ID numbers whose 17th digit is odd for men and even for women', () => {
    const random = seededRandom(7);
    for (const gender of ['1', '2'] as const) {
      for (let draw = 0; draw < 50; draw++) {
        const number = drawIdcardNumber(random, '412722', '1978-02-28', gender);
        expect(isIdCard(number)).toBe(true);
        expect(number.slice(0, 14)).toBe('41272219780228');
        expect(number[17]).toBe(idcardCheckCode(number.slice(0, 17)));
        expect(Number(number[16]) % 2).toBe(gender === '1' ? 1 : 0);
      }
    }
  });

  it('draws Chinese names and mobile numbers, the same for the same seed', () => {
    const draw = () => {
      const random = seededRandom(7);
      return Array.from({ length: 50 }, (_, index) => [
        randomChineseName(random, index % 2 ? '1' : '2'),
        randomMobile(random),
      ]);
    };
    const people = draw();
    expect(draw()).toEqual(people);
    for (const [name, mobile] of people) {
      expect(name).toMatch(/^\p{Script=Han}{2,3}$/u);
      expect(isMobilePhone(mobile)).toBe(true);
    }
  });

  it('redraws until a value is new', () => {
    const taken = new Set(['a']);
    const values = ['a', 'a', 'b'];
    expect(unique(taken, () => values.shift() as string)).toBe('b');
    expect(taken.has('b')).toBe(true);
  });
});
