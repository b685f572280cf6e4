import {
  AEP_DEVICE_RESOURCE,
  AEP_DEVICE_STATUSES,
  AEP_PARAM_BOUNDS,
  AEP_REALTIME_LOG_RESOURCE,
  AEP_WARN_TYPES,
} from '@site/shared-schema';
import { fieldLabels, optionLabels } from '../../../../resource/locale-labels';

/**
 * Chinese texts of the distribution box page: the boxes' and logs' labels from their declarations
 * (`aepDevice`, `aepRealtimeLog`), the page's own under `distributionBox`. The other languages match
 * this shape.
 */
export const distributionBoxZh = {
  aepDevice: {
    label: AEP_DEVICE_RESOURCE.label,
    fields: fieldLabels(AEP_DEVICE_RESOURCE),
    options: { deviceStatus: optionLabels(AEP_DEVICE_STATUSES) },
  },
  aepRealtimeLog: {
    label: AEP_REALTIME_LOG_RESOURCE.label,
    fields: fieldLabels(AEP_REALTIME_LOG_RESOURCE),
    options: { warnType: optionLabels(AEP_WARN_TYPES) },
  },
  distributionBox: {
    tabs: { devices: '设备管理', logs: '实时日志', electricity: '用电统计' },
    actions: { detail: '详情', param: '参数配置' },
    close: '关闭',
    detail: {
      readAt: '数据时间',
      realtime: '实时数据',
      noReading: '暂无数据',
      limits: '运行参数',
    },
    param: {
      title: '参数配置 - {{name}}',
      fields: {
        ratedCurrent: AEP_PARAM_BOUNDS.ratedCurrent.label,
        maxTemperature: AEP_PARAM_BOUNDS.maxTemperature.label,
        lowVoltage: AEP_PARAM_BOUNDS.lowVoltage.label,
        highVoltage: AEP_PARAM_BOUNDS.highVoltage.label,
        maxLeakageElectricity: AEP_PARAM_BOUNDS.maxLeakageElectricity.label,
      },
      problems: {
        required: '请输入{{label}}',
        range: '{{label}}应在{{min}}到{{max}}之间',
        decimal: '{{label}}最多一位小数',
        order: '欠压值应小于过压值',
      },
      send: '下发到电箱',
      sent: '参数已下发，等待电箱应答',
      latest: '最近一次下发',
      never: '尚未下发过参数',
      sentAt: '下发于 {{time}}',
      statuses: { PENDING: '等待电箱应答', ACKNOWLEDGED: '电箱已确认', REFUSED: '电箱已拒绝' },
    },
    electricity: {
      byDay: '按日',
      byMonth: '按月',
      day: '日期',
      month: '月份',
      allBoxes: '全部电箱',
      kwh: '用电量(kWh)',
      total: '合计 {{value}} kWh',
    },
  },
};
