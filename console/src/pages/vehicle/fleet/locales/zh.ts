import { FLEET_RESOURCE } from '@site/shared-schema';
import { fieldLabels } from '../../../../resource/locale-labels';

/**
 * Chinese texts of the fleet page: the resource's labels from its declaration (`vehicleFleet`), the
 * page's own under `fleetPage`. The other languages match this shape.
 */
export const fleetZh = {
  vehicleFleet: {
    label: FLEET_RESOURCE.label,
    fields: fieldLabels(FLEET_RESOURCE),
  },
  fleetPage: {
    tree: '车队',
    add: '新增车队',
    addChild: '新增子车队',
    edit: '编辑',
    remove: '删除',
    removeTitle: '删除车队',
    removeConfirm: '确定删除车队“{{name}}”吗？',
    empty: '暂无车队，请先新增车队',
    choose: '请在左侧选择车队',
    topLevel: '无（顶级车队）',
    vehicleCount: '车辆数',
    vehicles: '车队车辆',
    range: '统计时间',
    totals: '进场 {{in}} 次，出场 {{out}} 次',
    columns: {
      licensePlate: '车牌号',
      vehicleType: '车辆类型',
      inCount: '进场次数',
      outCount: '出场次数',
      lastPassTime: '最后通行时间',
    },
    noVehicles: '该车队暂无车辆（白名单中填写该车队名称的车辆会出现在这里）',
  },
};
