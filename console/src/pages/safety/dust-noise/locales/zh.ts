import { YCJZ_DEVICE_RESOURCE } from '@site/shared-schema';
import { fieldLabels } from '../../../../resource/locale-labels';

/**
 * Chinese texts of the dust and noise page: the monitors' labels from their declaration (`ycjzDevice`),
 * the page's own under `dustNoise`. The other languages match this shape.
 */
export const dustNoiseZh = {
  ycjzDevice: {
    label: YCJZ_DEVICE_RESOURCE.label,
    fields: fieldLabels(YCJZ_DEVICE_RESOURCE),
  },
  dustNoise: {
    tabs: { live: '实时监测', devices: '设备管理', curve: '曲线趋势', statistic: '统计列表' },
    readings: {
      tsp: 'TSP',
      pm10: 'PM10',
      pm25: 'PM2.5',
      noise: '噪音',
      temperature: '温度',
      humidity: '湿度',
      windSpeed: '风速',
      windLv: '风力等级',
      barometric: '气压',
      wind: '风向',
    },
    winds: { N: '北', NE: '东北', E: '东', SE: '东南', S: '南', SW: '西南', W: '西', NW: '西北' },
    limit: '阈值 {{value}}',
    noiseLimit: '昼 {{day}} / 夜 {{night}}',
    warn: '超标',
    noReading: '暂无监测数据',
    warnSetting: {
      open: '预警设置',
      title: '预警阈值设置',
      hint: '读数高于阈值即为超标（风速、风力等级达到阈值即超标）；噪音昼间为 06:00–22:00。',
      fields: {
        tsp: 'TSP',
        pm10: 'PM10',
        pm25: 'PM2.5',
        noiseDay: '噪音（昼间）',
        noiseNight: '噪音（夜间）',
        temperature: '温度',
        windSpeed: '风速',
        windLv: '风力等级',
      },
      required: '请输入阈值',
      saved: '保存成功',
    },
    curve: {
      time: '时间',
      device: '设备',
      units: { minute: '实时', hour: '按小时', day: '按天' },
      days: '日期',
      lines: '监测项',
      tooLong: '所选日期不能超过{{days}}天',
      empty: '该时段暂无数据',
    },
    statistic: {
      device: '设备',
      allDevices: '全部设备',
      days: '日期',
      search: '查询',
      export: '导出',
      empty: '暂无统计数据',
      columns: {
        day: '日期',
        deviceAlias: '设备名称',
        readingCount: '读数条数',
        tspAvg: 'TSP均值',
        pm10Avg: 'PM10均值',
        pm10Max: 'PM10峰值',
        pm25Avg: 'PM2.5均值',
        pm25Max: 'PM2.5峰值',
        noiseAvg: '噪音均值',
        noiseMax: '噪音峰值',
        temperatureAvg: '温度均值',
        humidityAvg: '湿度均值',
        windSpeedMax: '最大风速',
        warnCount: '超标条数',
      },
    },
  },
};
