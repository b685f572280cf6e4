import { WIDGET_CALLS, type WidgetType } from '@site/shared-schema';
import { act } from 'preact/test-utils';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setLanguage } from '../i18n';
import { settle } from '../test/harness';
import { cleanupWidgets, showWidget } from '../test/site-widgets';

const HAN = /[\u4e00-\u9fff]/;

// Data in Latin letters: any Chinese character left on a widget is then its own text, untranslated.
const ANSWERS: Record<string, unknown> = {
  [WIDGET_CALLS.personCount.path]: { personCount: 128, workerCount: 112, managerCount: 16 },
  [WIDGET_CALLS.areaAttendance.path]: [
    { areaIdList: ['a1'], areaName: 'Block 1', sumCount: 40, inJobCount: 30, inNum: 28, outNum: 2, rate: 75 },
  ],
  [WIDGET_CALLS.entryExitRecords.path]: {
    records: [0, 1].map((index) => ({
      recordId: `r${index}`,
      recordPhotoUrl: '',
      personName: `Worker ${index}`,
      teamName: 'Rebar team',
      workerTypeName: 'Rebar worker',
      entryExitType: index ? '2' : '1',
      entryExitTypeName: '',
      recordTime: `2024-05-01 08:0${index}:30`,
    })),
  },
  [WIDGET_CALLS.vehicleRecords.path]: {
    records: [
      {
        recordId: 'v1',
        licensePlate: 'ZJ-A10000',
        workerTypeName: '6',
        direction: 1,
        recognitionTime: '2024-05-01 10:00:00',
      },
    ],
  },
  [WIDGET_CALLS.project.path]: {
    projectName: 'Riverside',
    projectStatusName: 'Active',
    startDate: '2024-01-01',
  },
  [WIDGET_CALLS.liftList.path]: {
    records: [{ elevatorDeviceId: 'l1', elevatorName: '', deviceStatus: 1, alarmStatus: 0 }],
  },
  [WIDGET_CALLS.liftDetail.path]: {
    siteElevatorDeviceParam: { elevatorType: 1, minFloor: -2, maxFloor: 40, ratedPeopleCnt: 12 },
    lastRealtime: { height: 36.5, floor: 12, peopleCnt: 6, time: '2024-05-01 09:12:30' },
  },
  [WIDGET_CALLS.craneList.path]: {
    records: [{ craneDeviceId: 'c1', craneName: '', deviceStatus: '1', alarmStatus: '1' }],
  },
  [WIDGET_CALLS.craneDetail.path]: { lastRealtime: { height: 20, moment: 40, weight: 1.2 } },
  [WIDGET_CALLS.environmentDevices.path]: [
    { ycjzDeviceId: 'e1', deviceAlias: '', wind: 'NE', windLv: 2, noise: 50 },
  ],
  // The weather as the weather service words it: its weekday and sky are said in the wall's language.
  [WIDGET_CALLS.weather.path]: { city: 'Hangzhou', week: '星期三', wea: '阴', tem1: '26', tem2: '18' },
};

const SHOWN: WidgetType[] = [
  'PersonCount',
  'AreaAttendance',
  'EntryExitRecord',
  'VehicleRecord',
  'ProjectInfo',
  'Lift',
  'TowerCrane',
  'EnvironmentMonitor',
  'TeamCount',
  'WeatherClock',
];

// English's texts load on first use, which on a busy machine outlasts a widget's settling: loaded once
// here, a widget switches to them at once.
beforeAll(() => setLanguage('en'));

afterEach(() => {
  cleanupWidgets();
  setLanguage('zh');
});

describe('widgets in English', () => {
  for (const type of SHOWN) {
    it(`${type} shows no Chinese in its title, headers, labels and states`, async () => {
      const element = await showWidget(type, ANSWERS, { context: { language: 'en' } });
      expect(element.textContent).not.toBe('');
      expect(element.textContent).not.toMatch(HAN);
    });
  }

  it('names their headers, directions and vehicle types in English', async () => {
    const entries = await showWidget('EntryExitRecord', ANSWERS, { context: { language: 'en' } });
    expect(entries.textContent).toContain('Latest entries and exits');
    expect(entries.textContent).toContain('Trade');
    expect(entries.textContent).toContain('Out');
    const vehicles = await showWidget('VehicleRecord', ANSWERS, { context: { language: 'en' } });
    expect(vehicles.textContent).toContain('Dump truck');
    const weather = await showWidget('WeatherClock', ANSWERS, { context: { language: 'en' } });
    expect(weather.textContent).toContain('Wednesday  Overcast  26℃');
  });

  it('says its states in English: empty and failed', async () => {
    const empty = await showWidget('VehicleRecord', {}, { context: { language: 'en' } });
    expect(empty.textContent).toBe('No vehicles recognised today');
    const failed = await showWidget(
      'PersonCount',
      { [WIDGET_CALLS.personCount.path]: new Error('timeout') },
      {
        context: { language: 'en' },
      },
    );
    expect(failed.querySelector('[data-state="error"]')?.textContent).toContain('Failed to load');
  });

  it('re-renders in the new language when the host switches', async () => {
    const element = await showWidget('PersonCount', ANSWERS, { context: { language: 'en' } });
    expect(element.textContent).toContain('People on site');
    await act(() => setLanguage('zh'));
    await settle();
    expect(element.textContent).toContain('在场人数');
    expect(element.textContent).toContain('管理人员');
  });
});
