import { describe, expect, it } from 'vitest';
import { directionName, recordTime, vehicleTypeName } from './format';

describe('vehicle record texts', () => {
  it('formats recognition times as YYYY-MM-DD HH:mm:ss', () => {
    expect(recordTime('2024-05-01 08:03:09')).toBe('2024-05-01 08:03:09');
    expect(recordTime(new Date(2024, 4, 1, 8, 3, 9).getTime())).toBe('2024-05-01 08:03:09');
    expect(recordTime(String(new Date(2024, 4, 1, 8, 3, 9).getTime() / 1000))).toBe('2024-05-01 08:03:09');
    expect(recordTime('2024-05-01T08:03:09')).toBe('2024-05-01 08:03:09');
    expect(recordTime('昨天')).toBe('昨天');
  });

  it('reads direction 1 as an entry and anything else as an exit', () => {
    expect(directionName(1)).toBe('进场');
    expect(directionName('1')).toBe('进场');
    expect(directionName(2)).toBe('出场');
    expect(directionName(0)).toBe('出场');
  });

  it('names vehicle type codes and keeps names', () => {
    expect(vehicleTypeName(5)).toBe('搅拌车');
    expect(vehicleTypeName('6')).toBe('渣土车');
    expect(vehicleTypeName(9)).toBe('其他');
    expect(vehicleTypeName('渣土车')).toBe('渣土车');
    expect(vehicleTypeName(undefined)).toBe('');
  });
});
