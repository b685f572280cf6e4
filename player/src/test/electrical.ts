import type { ElectricalStats } from '@site/shared-schema';
import { drawn } from './fake-echarts';

export const ELECTRICITY_DAY = '/front/siteAepDevice/queryElectricityDayData';
export const ELECTRICITY_MONTH = '/front/siteAepDevice/queryElectricityMonthData';

/** An answer of the electrical day or month call: zeros and empty maps, with the given fields. */
export function electricalStats(extra: Partial<ElectricalStats> = {}): ElectricalStats {
  return {
    sumElectricity: 0,
    sumLeakageElectricity: 0,
    hourDataMap: {},
    dayDataMap: {},
    tCount: 0,
    otCount: 0,
    vLCount: 0,
    lVCount: 0,
    hVCount: 0,
    areaDataMap: {},
    ...extra,
  };
}

/** The latest option an electrical chart drew (with `charts/echarts` mocked by fake-echarts). */
export function lastChart() {
  return drawn.options.at(-1) as { xAxis: { data: string[] }; series: { type: string; data: unknown[] }[] };
}
