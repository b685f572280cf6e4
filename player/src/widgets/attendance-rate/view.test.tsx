import { type AttendanceSummary, WIDGET_CALLS } from '@site/shared-schema';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupWidgets, showWidget, stateOf } from '../../test/site-widgets';

const PATH = WIDGET_CALLS.attendanceCount.path;
const summary: AttendanceSummary = {
  onJobCount: 160,
  entryPersonAmount: 140,
  entryWorkerCount: 126,
  entryManagerCount: 14,
  inCount: 152,
  outCount: 12,
  attendanceRate: 87.5,
};

afterEach(cleanupWidgets);

const rateOf = (element: HTMLElement) => element.querySelector('[data-rate]') as HTMLElement | null;

describe('AttendanceRate', () => {
  it('shows the rate at the rate font size under the title at the title font size (seed 16 and 26)', async () => {
    const element = await showWidget('AttendanceRate', { [PATH]: summary });
    const rate = rateOf(element);
    expect(rate?.textContent).toBe('87.5%');
    expect(rate?.style.fontSize).toBe('26px');
    const title = rate?.previousElementSibling as HTMLElement;
    expect(title.textContent).toBe('出勤率');
    expect(title.style.fontSize).toBe('16px');
    expect(element.textContent).toContain('出勤 140 人 / 在岗 160 人');
  });

  it('follows the font sizes set in the panel', async () => {
    const element = await showWidget(
      'AttendanceRate',
      { [PATH]: summary },
      {
        edit: (component) => {
          component.style.rateFontSize = 40;
        },
      },
    );
    expect(rateOf(element)?.style.fontSize).toBe('40px');
  });

  it('shows the preset rateNum when there is no project to read', async () => {
    const element = await showWidget(
      'AttendanceRate',
      {},
      {
        edit: (component) => {
          component.propValue = { rateNum: 92 };
        },
        context: { projectId: '' },
      },
    );
    expect(rateOf(element)?.textContent).toBe('92%');
  });

  it('shows an empty box for a null answer and an error box for a failed read', async () => {
    expect(stateOf(await showWidget('AttendanceRate', { [PATH]: null }), 'empty')).not.toBeNull();
    expect(
      stateOf(await showWidget('AttendanceRate', { [PATH]: new Error('超时') }), 'error'),
    ).not.toBeNull();
  });
});
