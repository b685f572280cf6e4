import { COMPANY_EXTEND_FIELDS, EXIT_BEFORE_ENTRY, MESSAGES } from '@site/shared-schema';

/** Chinese texts of the contractor page; the parameters' labels and messages are the shared check's. */
export const contractorZh = {
  contractorPage: {
    searchName: '企业名称',
    companyName: '企业名称',
    companyType: '参建类型',
    creditCode: '统一社会信用代码',
    teamCount: '班组数',
    onJobCount: '在职人数',
    personCount: '登记人数',
    actions: '操作',
    extend: '协议参数',
    extendTitle: '协议参数：{{name}}',
    noAgreements: '本项目未对接政企协议',
    fields: Object.fromEntries(COMPANY_EXTEND_FIELDS.map(({ key, label }) => [key, label])) as Record<
      (typeof COMPANY_EXTEND_FIELDS)[number]['key'],
      string
    >,
    problems: {
      tooLong: '{{label}}过长',
      phone: MESSAGES.phoneInvalid,
      date: '请选择正确的日期',
      exitBeforeEntry: EXIT_BEFORE_ENTRY,
    },
    add: '新增参建单位',
    addTitle: '新增参建单位',
    chooseCompany: '请选择企业',
    chooseType: '请选择参建类型',
    noMoreCompanies: '组织的企业都已参建本项目',
    remove: '移出',
    confirmRemove: '确定将“{{name}}”移出本项目的参建单位?',
    savedAt: '上次保存：{{time}}',
    neverSaved: '尚未保存',
    save: '保存',
  },
};
