import { MESSAGES, PROJECT_MESSAGES } from '@site/shared-schema';

/** Chinese texts of project-info, and the messages and QR texts the /manage forms share (`manageForm`). */
export const projectInfoZh = {
  projectInfo: {
    title: '项目信息',
    boundary: '项目边界',
    save: '保存',
    reset: '重置',
    qrCodes: '项目二维码',
    qrTypes: { PROJECT_INFO: '项目信息码' },
    deadlineHint: '开启后，在此期间之外项目不可使用',
    fields: {
      projectName: '项目名称',
      builderLicenseCode: '施工许可证号',
      projectStatusName: '项目状态',
      projectTypeName: '项目类型',
      managerName: '项目经理',
      managerPhone: '联系电话',
      startDate: '开工日期',
      planEndDate: '计划竣工日期',
      endDate: '竣工日期',
      regionPath: '所属区域',
      address: '详细地址',
      location: '项目位置（经度、纬度）',
      longitude: '经度',
      latitude: '纬度',
      deadlineStatus: '使用期限',
      deadlineRange: '期限起止时间',
    },
    map: {
      view: '浏览',
      draw: '绘制边界',
      locate: '设置位置',
      undo: '撤销上一点',
      clear: '清除边界',
      count: '边界点：{{count}}',
      hint: {
        view: '拖动地图查看；拖动红色顶点可调整边界',
        draw: '在地图上依次点击添加边界点，至少3个点',
        locate: '在地图上点击设置项目位置',
      },
    },
  },
  manageForm: {
    qrDownload: '下载',
    qrFailed: '二维码生成失败',
    messages: { ...PROJECT_MESSAGES, phoneInvalid: MESSAGES.phoneInvalid },
  },
};
