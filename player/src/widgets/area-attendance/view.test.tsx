import { type AreaAttendanceRow, WIDGET_CALLS } from '@site/shared-schema';
import { afterEach, describe, expect, it } from 'vitest';
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

afterEach(() => cleanupWidgets());

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
    // In a narrow box each cell is cut rather than drawn over the next (the showcase's 660599 22 52991.9).
    for (const cell of rows[0].children) expect((cell as HTMLElement).style.overflow).toBe('hidden');
  });

  it('shows an empty box for no areas and an error box for a failed read', async () => {
    expect(stateOf(await showWidget('AreaAttendance', { [PATH]: [] }), 'empty')).not.toBeNull();
    expect(
      stateOf(await showWidget('AreaAttendance', { [PATH]: new Error('超时') }), 'error'),
    ).not.toBeNull();
  });

  it('scrolls its rows in the shared auto-scroll (its loop: AutoScroll.test.tsx)', async () => {
    const element = await showWidget('AreaAttendance', { [PATH]: areas });
    expect(element.querySelectorAll('.pw-auto-scroll .pw-area-row')).toHaveLength(12);
  });
});
