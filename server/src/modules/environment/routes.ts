import { Type } from '@sinclair/typebox';
import {
  type EnvironmentReading,
  type PageResult,
  WIDGET_CALLS,
  YCJZ_CODE,
  YCJZ_CURVE_UNITS,
  YCJZ_DEVICE_API,
  type YcjzCurvePoint,
  type YcjzStatisticRow,
  type YcjzWarnSetting,
} from '@site/shared-schema';
import { pageFields, pageWindow } from '../../http/paging';
import { defineRoute } from '../../http/route';
import type { AppDeps } from '../../options';
import { projectId } from '../../resource/body-schemas';
import { runExport } from '../task/export-task';
import { statisticBody, statisticsExport } from './export';
import { countStatisticRows, curvePoints, statisticRows } from './history';
import { deviceOfProject, periodOf } from './periods';
import { latestReadings } from './queries';
import { saveWarnSetting, warnSettingOf } from './settings';
import { warnFlags } from './warn';

const limit = (maximum: number) => Type.Number({ minimum: 0, maximum });

/** Thresholds within what the monitors can measure. */
const warnSettingBody = Type.Object({
  projectId,
  tsp: limit(10000),
  pm10: limit(10000),
  pm25: limit(10000),
  noiseDay: limit(200),
  noiseNight: limit(200),
  temperature: Type.Number({ minimum: -50, maximum: 80 }),
  windSpeed: limit(80),
  windLv: Type.Integer({ minimum: 0, maximum: 17 }),
});

const DATE_TIME = '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$';

export const environmentRoutes = (deps: AppDeps) => {
  const { db } = deps;
  const statistics = statisticsExport(deps);
  return [
    defineRoute({
      path: WIDGET_CALLS.environmentDevices.path,
      access: YCJZ_CODE,
      projectField: 'projectId',
      wall: true,
      body: Type.Object({ projectId: Type.String({ minLength: 1 }), ...pageFields }),
      handler: async ({ body }): Promise<EnvironmentReading[]> => {
        const limits = await warnSettingOf(db, body.projectId);
        const rows = await latestReadings(db, body.projectId, pageWindow(body));
        return rows.map(({ recordedAt, ...reading }) => ({
          ...reading,
          ...warnFlags(reading, recordedAt, limits),
        }));
      },
    }),
    defineRoute({
      path: YCJZ_DEVICE_API.warnSetting,
      access: YCJZ_CODE,
      projectField: 'projectId',
      body: Type.Object({ projectId }),
      handler: ({ body }): Promise<YcjzWarnSetting> => warnSettingOf(db, body.projectId),
    }),
    defineRoute({
      path: YCJZ_DEVICE_API.updateWarnSetting,
      access: YCJZ_CODE,
      projectField: 'projectId',
      body: warnSettingBody,
      handler: async ({ body: { projectId: project, ...setting } }): Promise<YcjzWarnSetting> => {
        await saveWarnSetting(db, project, setting);
        return warnSettingOf(db, project);
      },
    }),
    defineRoute({
      path: YCJZ_DEVICE_API.curve,
      access: YCJZ_CODE,
      projectField: 'projectId',
      body: Type.Object({
        projectId,
        ycjzDeviceId: Type.String({ minLength: 1, maxLength: 64 }),
        startTime: Type.String({ pattern: DATE_TIME }),
        endTime: Type.String({ pattern: DATE_TIME }),
        unit: Type.Union(YCJZ_CURVE_UNITS.map((unit) => Type.Literal(unit))),
      }),
      handler: async ({ body }): Promise<YcjzCurvePoint[]> => {
        await deviceOfProject(db, body.projectId, body.ycjzDeviceId);
        return curvePoints(db, body.ycjzDeviceId, periodOf(body), body.unit);
      },
    }),
    defineRoute({
      path: YCJZ_DEVICE_API.statistic,
      access: YCJZ_CODE,
      projectField: 'projectId',
      body: Type.Object({ ...statisticBody, ...pageFields }),
      handler: async ({ body }): Promise<PageResult<YcjzStatisticRow>> => {
        const filter = { ...body, deviceId: body.ycjzDeviceId || undefined };
        const limits = await warnSettingOf(db, body.projectId);
        const [records, total] = await Promise.all([
          statisticRows(db, filter, limits, pageWindow(body)),
          countStatisticRows(db, filter),
        ]);
        return { records, total };
      },
    }),
    defineRoute({
      path: YCJZ_DEVICE_API.exportStatistic,
      access: YCJZ_CODE,
      projectField: 'projectId',
      file: true,
      body: Type.Object(statisticBody),
      handler: ({ body, user }) => runExport(deps, statistics, user, body),
    }),
  ];
};
