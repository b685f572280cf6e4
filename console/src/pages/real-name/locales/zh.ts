import {
  APPROVE_STATUSES,
  BLACKLIST_RESOURCE,
  CLOUD_ATTENDANCE_RESOURCE,
  GENDERS,
  ON_JOB_STATUSES,
  PERSON_BANK_CARD_RESOURCE,
  PERSON_RESOURCE,
  PROJECT_BANK_CARD_RESOURCE,
  TEMPORARY_RESOURCE,
} from '@site/shared-schema';
import { fieldLabels, optionLabels } from '../../../resource/locale-labels';

/**
 * Chinese texts of the real-name personnel pages. The resources' labels and choices come from their
 * declarations (the server words its messages with the same labels); `realName` holds the pages' own texts.
 */
export const realNameZh = {
  person: {
    label: PERSON_RESOURCE.label,
    fields: fieldLabels(PERSON_RESOURCE),
    options: { gender: optionLabels(GENDERS), onJobStatus: optionLabels(ON_JOB_STATUSES) },
  },
  blacklist: { label: BLACKLIST_RESOURCE.label, fields: fieldLabels(BLACKLIST_RESOURCE) },
  temporary: {
    label: TEMPORARY_RESOURCE.label,
    fields: fieldLabels(TEMPORARY_RESOURCE),
    options: { approveStatus: optionLabels(APPROVE_STATUSES) },
  },
  cloudAttendance: { label: CLOUD_ATTENDANCE_RESOURCE.label, fields: fieldLabels(CLOUD_ATTENDANCE_RESOURCE) },
  personBankCard: { label: PERSON_BANK_CARD_RESOURCE.label, fields: fieldLabels(PERSON_BANK_CARD_RESOURCE) },
  projectBankCard: {
    label: PROJECT_BANK_CARD_RESOURCE.label,
    fields: fieldLabels(PROJECT_BANK_CARD_RESOURCE),
  },
  realName: {
    personBankCards: '人员银行卡',
    projectBankCards: '项目银行账户',
    personTypes: { WORKER: '工人', MANAGER: '管理人员', OTHER: '其他人员' },
    post: '岗位',
    allotTeam: '分配班组',
    allotWorkType: '分配工种',
    allotPost: '分配岗位',
    setOnJob: '设为在职',
    setOffJob: '设为离职',
    confirmOnJob: '确定将选中的 {{count}} 名人员设为在职?',
    confirmOffJob: '确定将选中的 {{count}} 名人员设为离职? 离职日期记为今天。',
    deleteAll: '全部删除',
    confirmDeleteAll: '此操作将永久删除本项目全部 {{count}} 名{{type}}, 是否继续?',
    nobodyToDelete: '本项目没有{{type}}',
    idcardFront: '上传人像面',
    idcardBack: '上传国徽面',
    idcardRead: '已按身份证填写空白项',
    idcardUnread: '未能识别身份证信息，请手动填写',
    headImport: '导入头像',
    headImportTitle: '批量导入头像',
    headImportHint: '上传一个 zip 压缩包或多张图片；图片以身份证号或工号命名，导入后设为对应人员的头像。',
    chooseFiles: '选择文件',
    chooseFilesFirst: '请选择要导入的文件',
    startImport: '开始导入',
    openTaskCentre: '查看任务中心',
    approve: '通过',
    refuse: '拒绝',
    approveTitle: '访客审批：{{name}}',
    approveOpinion: '审批意见',
    approveResult: '审批结果',
    approveTrail: '审批记录',
    addPeople: '添加人员',
    addCloudTitle: '添加云考勤人员',
    pickedCount: '已选择 {{count}} 人',
  },
};
