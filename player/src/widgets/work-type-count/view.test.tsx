import { WIDGET_CALLS, type WorkTypeCountRow } from '@site/shared-schema';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupWidgets, showWidget, stateOf } from '../../test/site-widgets';

const PATH = WIDGET_CALLS.workTypeCounts.path;
const rows: WorkTypeCountRow[] = [
  { teamId: 't1', workTypeName: '木工', personCount: 8 },
  { teamId: 't2', workTypeName: '钢筋工', personCount: 20 },
  { teamId: 't3', workTypeName: '木工', personCount: 15 },
  { teamId: 't3', workTypeName: '普工', personCount: 3 },
];

afterEach(cleanupWidgets);

describe('WorkTypeCount', () => {
  it('sums a work type found in several teams and lists the largest first', async () => {
    const element = await showWidget('WorkTypeCount', { [PATH]: rows });
    const shown = [...element.querySelectorAll('.pw-count-row')].map((row) => row.textContent);
    expect(shown).toEqual(['木工23人', '钢筋工20人', '普工3人']);
  });

  it('shows an empty box for no rows and an error box for a failed read', async () => {
    expect(stateOf(await showWidget('WorkTypeCount', { [PATH]: [] }), 'empty')).not.toBeNull();
    expect(stateOf(await showWidget('WorkTypeCount', { [PATH]: new Error('超时') }), 'error')).not.toBeNull();
  });
});
