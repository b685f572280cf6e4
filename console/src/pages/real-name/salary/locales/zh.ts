import {
  PERSON_SALARY_RESOURCE,
  SALARY_MESSAGES,
  SETTLE_STATUSES,
  UPLOAD_STATUSES,
  WAGE_MODES,
} from '@site/shared-schema';
import { fieldLabels, optionLabels } from '../../../../resource/locale-labels';

/**
 * Chinese texts of pay calculation and the salary statement. The pay list's labels and choices come from
 * its declaration; `salary.messages` are the server's own messages, so they can be shown translated.
 */
export const salaryZh = {
  personSalary: {
    label: PERSON_SALARY_RESOURCE.label,
    fields: fieldLabels(PERSON_SALARY_RESOURCE),
    options: {
      wageMode: optionLabels(WAGE_MODES),
      settleStatus: optionLabels(SETTLE_STATUSES),
      uploadStatus: optionLabels(UPLOAD_STATUSES),
    },
  },
  salary: {
    month: '工资月份',
    calculate: '计算工资',
    calculated:
      '计算完成：{{calculated}} 人，其中 {{withoutContract}} 人无有效劳动合同；已结算的 {{settledKept}} 人不变',
    settle: '结算并上报',
    confirmTitle: '结算工资',
    confirmSettle: '确定结算选中的 {{count}} 条工资并上报平台？结算后不能再修改。',
    confirmSettleMonth: '没有选择工资，确定结算 {{month}} 全部待结算的工资并上报平台？结算后不能再修改。',
    noContractSelected: '选中的工资中有人无有效劳动合同，不能结算',
    settledResult: '结算 {{settled}} 条：上报成功 {{succeeded}} 条，失败 {{failed}} 条',
    reUpload: '重新上报',
    reUploadResult: '重新上报：成功 {{succeeded}} 条，失败 {{failed}} 条',
    edit: '编辑',
    editTitle: '编辑工资 - {{name}}',
    save: '保存',
    summary: '合计',
    summaryFigures:
      '{{people}} 人，出勤 {{days}} 天，工时 {{hours}}，应发 {{basePay}}，调整 {{adjustment}}，实发 {{total}}（已结算 {{settledPay}}，待结算 {{unsettledPay}}）',
    messages: { ...SALARY_MESSAGES },
    statement: {
      months: '统计月份',
      groupBy: '统计方式',
      groups: { COMPANY: '按企业', TEAM: '按班组', PERSON: '按人员' },
      personName: '姓名',
      search: '查询',
      export: '导出',
      total: '合计',
      chartTitle: '工资总额（已结算 / 待结算）',
      columns: {
        companyName: '企业',
        teamName: '班组',
        personName: '姓名',
        people: '人数',
        days: '出勤天数',
        hours: '工时',
        totalPay: '工资总额',
        settledPay: '已结算金额',
        unsettledPay: '待结算金额',
      },
    },
  },
};
