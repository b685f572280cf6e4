import { describe, expect, it } from 'vitest';
import { cellCount, rotationOf, wallDevices } from './wall';

const DEVICES = ['a', 'b', 'c', 'd', 'e', 'f'];
const FIVE_MINUTES = 300_000;

describe('video wall', () => {
  it('has 1, 4 or 9 cells, 4 by default', () => {
    expect(cellCount(1)).toBe(1);
    expect(cellCount('9')).toBe(9);
    expect(cellCount(undefined)).toBe(4);
    expect(cellCount(6)).toBe(4);
  });

  it('rotates every 0, 5, 10, 30 or 60 minutes, else not at all', () => {
    expect(rotationOf(600_000)).toBe(600_000);
    expect(rotationOf('3600000')).toBe(3_600_000);
    expect(rotationOf(120_000)).toBe(0);
    expect(rotationOf(undefined)).toBe(0);
  });

  it('shows a fixed slice from the chosen start without rotation', () => {
    expect(wallDevices(DEVICES, 4, 0, 0, 0)).toEqual(['a', 'b', 'c', 'd']);
    expect(wallDevices(DEVICES, 4, 1, 5, 0)).toEqual(['b', 'c', 'd', 'e']);
    expect(wallDevices(DEVICES, 4, 4, 0, 0)).toEqual(['e', 'f']);
  });

  it('keeps a single cell on the chosen device whatever the rotation', () => {
    expect(wallDevices(DEVICES, 1, 2, 0, FIVE_MINUTES)).toEqual(['c']);
    expect(wallDevices(DEVICES, 1, 2, 3, FIVE_MINUTES)).toEqual(['c']);
  });

  it('advances by the cell count each turn, wrapping round the list', () => {
    expect(wallDevices(DEVICES, 4, 0, 0, FIVE_MINUTES)).toEqual(['a', 'b', 'c', 'd']);
    expect(wallDevices(DEVICES, 4, 0, 1, FIVE_MINUTES)).toEqual(['e', 'f', 'a', 'b']);
    expect(wallDevices(DEVICES, 4, 0, 2, FIVE_MINUTES)).toEqual(['c', 'd', 'e', 'f']);
    expect(wallDevices(DEVICES, 4, 0, 3, FIVE_MINUTES)).toEqual(['a', 'b', 'c', 'd']);
    expect(wallDevices(DEVICES, 4, 5, 1, FIVE_MINUTES)).toEqual(['d', 'e', 'f', 'a']);
  });

  it('does not rotate when every device fits', () => {
    expect(wallDevices(['a', 'b', 'c'], 4, 0, 7, FIVE_MINUTES)).toEqual(['a', 'b', 'c']);
    expect(wallDevices([], 9, 0, 0, FIVE_MINUTES)).toEqual([]);
  });
});
