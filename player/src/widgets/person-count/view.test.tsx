import { type PersonCountData, WIDGET_CALLS } from '@site/shared-schema';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupWidgets, showWidget, stateOf } from '../../test/site-widgets';

const PATH = WIDGET_CALLS.personCount.path;
const counts: PersonCountData = { personCount: 128, workerCount: 112, managerCount: 16 };

afterEach(cleanupWidgets);

const figure = (element: HTMLElement, label: string) =>
  element.querySelector(`[data-figure="${label}"]`) as HTMLElement | null;

describe('PersonCount', () => {
  it('shows the people in the site: all, workers and managers, at the title font size', async () => {
    const element = await showWidget('PersonCount', { [PATH]: counts });
    expect(figure(element, '合计')?.textContent).toBe('128人');
    expect(figure(element, '工人')?.textContent).toBe('112人');
    expect(figure(element, '管理人员')?.textContent).toBe('16人');
    expect(figure(element, '合计')?.style.fontSize).toBe('28px');
  });

  it('adds workers and managers when the total is missing', async () => {
    const element = await showWidget('PersonCount', { [PATH]: { workerCount: 5, managerCount: 2 } });
    expect(figure(element, '合计')?.textContent).toBe('7人');
  });

  it('shows an empty box for a null answer and an error box for a failed read', async () => {
    expect(stateOf(await showWidget('PersonCount', { [PATH]: null }), 'empty')).not.toBeNull();
    expect(stateOf(await showWidget('PersonCount', { [PATH]: new Error('超时') }), 'error')).not.toBeNull();
  });
});
