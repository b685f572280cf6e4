import type {
  AttendanceSummary,
  DeviceKindCount,
  PersonCountData,
  ProjectDataCount,
} from '@site/shared-schema';

/** One figure card of the dashboard: an i18n title key, the value and an optional detail line. */
export interface Figure {
  key: string;
  titleKey: string;
  value: number | string;
  detail?: { key: string; values: Record<string, number | string> };
}

export interface FigureSources {
  counts?: ProjectDataCount;
  inside?: PersonCountData;
  attendance?: AttendanceSummary;
  devices?: DeviceKindCount[];
}

/** Devices whose connection state is known, and how many of them are online. */
export function onlineDevices(devices: readonly DeviceKindCount[]): { known: number; online: number } {
  const known = devices.filter((kind) => kind.onlineCount !== null);
  return {
    known: known.reduce((total, kind) => total + kind.deviceCount, 0),
    online: known.reduce((total, kind) => total + (kind.onlineCount ?? 0), 0),
  };
}

/** The dashboard's figure cards, in order; a figure not loaded yet shows '-'. */
export function dashboardFigures({ counts, inside, attendance, devices }: FigureSources): Figure[] {
  const shown = (value: number | undefined): number | string => value ?? '-';
  const online = devices ? onlineDevices(devices) : undefined;
  return [
    {
      key: 'inside',
      titleKey: 'dashboard.inside',
      value: shown(inside?.personCount),
      detail: inside && {
        key: 'dashboard.insideDetail',
        values: { workers: inside.workerCount, managers: inside.managerCount },
      },
    },
    {
      key: 'attendance',
      titleKey: 'dashboard.attendance',
      value: shown(attendance?.entryPersonAmount),
      detail: attendance && {
        key: 'dashboard.attendanceDetail',
        values: { rate: attendance.attendanceRate },
      },
    },
    {
      key: 'onJob',
      titleKey: 'dashboard.onJob',
      value: shown(counts?.onJobCount),
      detail: counts && {
        key: 'dashboard.onJobDetail',
        values: { workers: counts.onJobWorkerCount, managers: counts.onJobManagerCount },
      },
    },
    { key: 'companies', titleKey: 'dashboard.companies', value: shown(counts?.companyCount) },
    { key: 'teams', titleKey: 'dashboard.teams', value: shown(counts?.teamCount) },
    {
      key: 'devices',
      titleKey: 'dashboard.devices',
      value: shown(counts?.deviceCount),
      detail: online && {
        key: 'dashboard.devicesDetail',
        values: { online: online.online, known: online.known },
      },
    },
  ];
}
