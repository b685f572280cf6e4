import {
  AREA_SCROLL_PAUSE_MS,
  AREA_SCROLL_STEP_MS,
  type AreaAttendanceRow,
  WIDGET_CALLS,
} from '@site/shared-schema';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tick } from '../../test/harness';
import { cleanupWidgets, showWidget, stateOf } from '../../test/site-widgets';

const PATH = WIDGET_CALLS.areaAttendance.path;
const areas: AreaAttendanceRow[] = Array.from({ length: 12 }, (_, index) => ({
  areaIdList: [`a${index}`],
  areaName: `${index + 1}号楼`,
  sumCount: 40 + index,
  inJobCount: 30 + index,
  inNum: 28,
  outNum: 2,
  rate: 87.456,
}));

afterEach(() => {
  cleanupWidgets();
  vi.useRealTimers();
});

/** jsdom lays nothing out: give the list box and its content the heights a browser would. */
function layOut(element: HTMLElement, box: number, content: number): HTMLElement {
  const viewport = element.querySelector('.pw-auto-scroll') as HTMLElement;
  const inner = viewport.firstElementChild as HTMLElement;
  Object.defineProperty(viewport, 'clientHeight', { configurable: true, value: box });
  Object.defineProperty(inner, 'offsetHeight', { configurable: true, value: content });
  return inner;
}

const offset = (inner: HTMLElement) => {
  const match = /translateY\((-?\d+)px\)/.exec(inner.style.transform);
  return match ? -Number(match[1]) : 0;
};

describe('AreaAttendance', () => {
  it('shows one row per area with its counts and rate', async () => {
    const element = await showWidget('AreaAttendance', { [PATH]: areas });
    const rows = [...element.querySelectorAll('.pw-area-row')];
    expect(rows).toHaveLength(12);
    expect([...rows[0].children].map((cell) => cell.textContent)).toEqual([
      '1号楼',
      '40',
      '30',
      '28',
      '2',
      '87.46%',
    ]);
  });

  it('shows an empty box for no areas and an error box for a failed read', async () => {
    expect(stateOf(await showWidget('AreaAttendance', { [PATH]: [] }), 'empty')).not.toBeNull();
    expect(
      stateOf(await showWidget('AreaAttendance', { [PATH]: new Error('超时') }), 'error'),
    ).not.toBeNull();
  });

  describe('auto-scroll', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });

    it('pauses 1 s at the top, steps 1 px every 16 ms, pauses 1 s at the bottom, then starts over', async () => {
      const element = await showWidget('AreaAttendance', { [PATH]: areas });
      const inner = layOut(element, 200, 230);
      await tick(AREA_SCROLL_PAUSE_MS - 20);
      expect(offset(inner)).toBe(0);
      await tick(20);
      expect(offset(inner)).toBe(1);
      await tick(AREA_SCROLL_STEP_MS * 9);
      expect(offset(inner)).toBe(10);
      // The 30 px of overflow are scrolled 29 steps after the first.
      await tick(AREA_SCROLL_STEP_MS * 20);
      expect(offset(inner)).toBe(30);
      await tick(AREA_SCROLL_PAUSE_MS - 20);
      expect(offset(inner)).toBe(30);
      await tick(20);
      expect(offset(inner)).toBe(0);
      await tick(AREA_SCROLL_PAUSE_MS - 20);
      expect(offset(inner)).toBe(0);
      await tick(20 + AREA_SCROLL_STEP_MS);
      expect(offset(inner)).toBe(2);
    });

    it('stays still when the rows fit', async () => {
      const element = await showWidget('AreaAttendance', { [PATH]: areas.slice(0, 3) });
      const inner = layOut(element, 200, 180);
      await tick(10_000);
      expect(inner.style.transform).toBe('');
    });

    it('stays still on the designer edit canvas', async () => {
      const element = await showWidget('AreaAttendance', { [PATH]: areas }, { context: { preview: false } });
      const inner = layOut(element, 200, 230);
      await tick(10_000);
      expect(inner.style.transform).toBe('');
    });
  });
});
