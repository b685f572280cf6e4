import { AREA_RESOURCE } from '@site/shared-schema';
import { fieldLabels } from '../../../../resource/locale-labels';

/** Chinese texts of district-management: the resource's labels from its declaration, the page's own under `districtPage`. */
export const districtZh = {
  area: { label: AREA_RESOURCE.label, fields: fieldLabels(AREA_RESOURCE) },
  districtPage: {
    title: '区域：{{name}}',
    objects: '区域对象',
    faceDevices: '人脸设备',
    teams: '班组',
    devices: '人脸设备',
    companies: '参建单位（随班组）',
    chooseTeams: '选择在本区域作业的班组',
    chooseDevices: '选择安装在本区域的人脸设备',
    nowIn: '现属{{area}}',
    noCompanies: '暂无班组，参建单位随班组显示',
    noDevices: '本区域暂无人脸设备',
    moveHint: '已属于其他区域的班组或设备保存后将移到本区域；移出的班组或设备不再属于任何区域。',
    save: '保存',
  },
};
