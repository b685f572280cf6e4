import { type Weather, WIDGET_CALLS } from '@site/shared-schema';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settle, tick } from '../../test/harness';
import { cleanupWidgets, showWidget, stateOf } from '../../test/site-widgets';

const PATH = WIDGET_CALLS.weather.path;
const weather: Weather = { city: '杭州', week: '星期三', wea: '晴', tem1: '26', tem2: '18' };

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2024, 4, 1, 8, 0, 0, 0));
});
afterEach(() => {
  cleanupWidgets();
  vi.useRealTimers();
});

const text = (element: HTMLElement) => element.querySelector('.pw-text')?.textContent;

describe('WeatherClock', () => {
  it('shows the clock, then week, wea and tem1, and ticks every second', async () => {
    const element = await showWidget('WeatherClock', { [PATH]: weather });
    expect(text(element)).toBe('2024-05-01 08:00:00  星期三  晴  26℃');
    // The shared ticker fires just past each second boundary.
    await tick(1010);
    await settle();
    expect(text(element)).toBe('2024-05-01 08:00:01  星期三  晴  26℃');
  });

  it('does not repeat a weekday the clock already shows', async () => {
    const element = await showWidget(
      'WeatherClock',
      { [PATH]: weather },
      {
        edit: (component) => {
          component.style.formats = 2;
        },
      },
    );
    expect(text(element)).toBe('星期三  晴  26℃');
  });

  it.each([
    ['no weather', null],
    ['a failed weather read', new Error('天气服务不可用')],
  ])('with %s shows only the clock, never an error box', async (_case, answer) => {
    const element = await showWidget('WeatherClock', { [PATH]: answer });
    expect(text(element)).toBe('2024-05-01 08:00:00');
    expect(stateOf(element, 'error')).toBeNull();
  });
});
