import { type TeamCountRow, WIDGET_CALLS } from '@site/shared-schema';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupWidgets, showWidget, stateOf } from '../../test/site-widgets';

const PATH = WIDGET_CALLS.teamCounts.path;
const teams: TeamCountRow[] = [
  { teamId: 't1', teamName: '木工班', personCount: 8 },
  { teamId: 't2', teamName: '钢筋班', personCount: 24 },
  { teamId: 't3', teamName: '泥工班', personCount: 12 },
];

afterEach(cleanupWidgets);

describe('TeamCount', () => {
  it('shows the people of each team, largest first, with bars scaled to the largest', async () => {
    const element = await showWidget('TeamCount', { [PATH]: teams });
    const rows = [...element.querySelectorAll('.pw-count-row')];
    expect(rows.map((row) => row.textContent)).toEqual(['钢筋班24人', '泥工班12人', '木工班8人']);
    const bar = (row: Element) => (row.children[1].firstElementChild as HTMLElement).style.width;
    expect(bar(rows[0])).toBe('100%');
    expect(bar(rows[1])).toBe('50%');
    expect(element.querySelector('.pw-site-title')?.textContent).toBe('班组人数');
  });

  it('shows an empty box for no teams and an error box for a failed read', async () => {
    expect(stateOf(await showWidget('TeamCount', { [PATH]: [] }), 'empty')).not.toBeNull();
    expect(stateOf(await showWidget('TeamCount', { [PATH]: new Error('超时') }), 'error')).not.toBeNull();
  });
});
