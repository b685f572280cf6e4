import { Type } from '@sinclair/typebox';
import { YCJZ_CODE, YCJZ_DEVICE_API } from '@site/shared-schema';
import type { AppDeps } from '../../options';
import { projectId } from '../../resource/body-schemas';
import { defineExport } from '../task/export-task';
import { countStatisticRows, type StatisticFilter, statisticRows } from './history';
import { warnSettingOf } from './settings';

const DATE = '^\\d{4}-\\d{2}-\\d{2}$';

/** The statistic list's filters: a monitor (none or '' for all) and the days, both included. */
export const statisticBody = {
  projectId,
  ycjzDeviceId: Type.Optional(Type.String({ maxLength: 64 })),
  startDate: Type.String({ pattern: DATE }),
  endDate: Type.String({ pattern: DATE }),
};

const COLUMNS = [
  { header: '日期', width: 12 },
  { header: '设备名称' },
  { header: '读数条数', width: 10 },
  { header: 'TSP均值(µg/m³)', width: 16 },
  { header: 'PM10均值(µg/m³)', width: 16 },
  { header: 'PM10峰值(µg/m³)', width: 16 },
  { header: 'PM2.5均值(µg/m³)', width: 16 },
  { header: 'PM2.5峰值(µg/m³)', width: 16 },
  { header: '噪音均值(dB)', width: 14 },
  { header: '噪音峰值(dB)', width: 14 },
  { header: '温度均值(℃)', width: 14 },
  { header: '湿度均值(%)', width: 14 },
  { header: '最大风速(m/s)', width: 14 },
  { header: '超标条数', width: 10 },
];

/** Monitor-days read per query while an export streams. */
const BATCH = 500;

async function* sheetRows(deps: AppDeps, filter: StatisticFilter) {
  const limits = await warnSettingOf(deps.db, filter.projectId);
  for (let offset = 0; ; offset += BATCH) {
    const rows = await statisticRows(deps.db, filter, limits, { limit: BATCH, offset });
    for (const row of rows)
      yield [
        row.day,
        row.deviceAlias,
        row.readingCount,
        row.tspAvg,
        row.pm10Avg,
        row.pm10Max,
        row.pm25Avg,
        row.pm25Max,
        row.noiseAvg,
        row.noiseMax,
        row.temperatureAvg,
        row.humidityAvg,
        row.windSpeedMax,
        row.warnCount,
      ];
    if (rows.length < BATCH) return;
  }
}

/** exportYcjzStatisticList: the filtered statistic list, every page, as a YCJZ_STATISTIC_EXPORT task. */
export const statisticsExport = (deps: AppDeps) =>
  defineExport(deps, {
    name: YCJZ_DEVICE_API.exportStatistic,
    access: YCJZ_CODE,
    build: async (
      _user,
      body: { projectId: string; ycjzDeviceId?: string; startDate: string; endDate: string },
    ) => {
      const filter = { ...body, deviceId: body.ycjzDeviceId || undefined };
      return {
        projectId: body.projectId,
        taskType: 'YCJZ_STATISTIC_EXPORT',
        taskName: '扬尘噪音统计导出',
        fileName: '扬尘噪音统计导出.xlsx',
        columns: COLUMNS,
        rows: sheetRows(deps, filter),
        total: await countStatisticRows(deps.db, filter),
      };
    },
  });
