/** Chinese texts of work-type-info and job-type-info. */
export const workTypeZh = {
  workTypePage: {
    name: { workerType: '工种', managerType: '岗位' },
    onJobCount: '在职人数',
    personCount: '登记人数',
    special: '特种作业',
    specialTitle: '特种作业工种',
    specialHint: '勾选的工种为特种作业，其人员须持有效的特种作业操作证。未设置时按国家特种作业目录默认勾选。',
    save: '保存',
    reset: '恢复默认',
    resetTitle: '恢复默认',
    resetConfirm: '将按国家特种作业目录恢复默认的特种作业工种，是否继续?',
  },
};
