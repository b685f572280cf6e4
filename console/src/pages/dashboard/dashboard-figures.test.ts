import type { DeviceKindCount } from '@site/shared-schema';
import { describe, expect, it } from 'vitest';
import { dashboardFigures, onlineDevices } from './dashboard-figures';

const devices: DeviceKindCount[] = [
  { deviceType: 'verify', deviceTypeName: '人脸识别设备', deviceCount: 5, onlineCount: null },
  { deviceType: 'elevator', deviceTypeName: '升降机', deviceCount: 2, onlineCount: 1 },
  { deviceType: 'crane', deviceTypeName: '塔吊', deviceCount: 2, onlineCount: 2 },
];

describe('dashboard figures', () => {
  it('counts online devices among those whose state is known only', () => {
    expect(onlineDevices(devices)).toEqual({ known: 4, online: 3 });
  });

  it('shows a dash until a figure has loaded', () => {
    const figures = dashboardFigures({});
    expect(figures.map((figure) => figure.value)).toEqual(['-', '-', '-', '-', '-', '-']);
    expect(figures.every((figure) => figure.detail === undefined)).toBe(true);
  });

  it('reads each card from its call', () => {
    const figures = dashboardFigures({
      inside: { personCount: 40, workerCount: 33, managerCount: 7 },
      attendance: {
        onJobCount: 81,
        entryPersonAmount: 60,
        entryWorkerCount: 50,
        entryManagerCount: 10,
        inCount: 40,
        outCount: 20,
        attendanceRate: 74.07,
      },
      devices,
    });
    expect(figures[0]).toMatchObject({ value: 40, detail: { values: { workers: 33, managers: 7 } } });
    expect(figures[1]).toMatchObject({ value: 60, detail: { values: { rate: 74.07 } } });
    expect(figures[5].detail).toEqual({ key: 'dashboard.devicesDetail', values: { online: 3, known: 4 } });
  });
});
