import { describe, expect, it } from 'vitest';
import { clockFace } from './clock';

describe('data screen clock', () => {
  it('shows the date, the time to the second and the weekday', () => {
    expect(clockFace(new Date(2025, 2, 9, 7, 5, 3))).toEqual({
      date: '2025-03-09',
      time: '07:05:03',
      weekday: 'sun',
    });
    expect(clockFace(new Date(2025, 11, 31, 23, 59, 59)).weekday).toBe('wed');
  });
});
