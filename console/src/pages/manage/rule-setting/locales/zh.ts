/** Chinese texts of the rule settings. */
export const ruleSettingZh = {
  ruleSetting: {
    save: '保存',
    range: '请输入{{min}}到{{max}}之间的数值',
    forms: { trainRule: '培训规则', ruleConfig: '进场规则', privateConfig: '私有配置' },
    fields: {
      trainRuleStatus: '进场前须完成安全培训',
      trainHours: '培训学时',
      trainValidDays: '培训有效期',
      ageLimitStatus: '启用年龄限制',
      minAge: '最小年龄',
      maleMaxAge: '男性最大年龄',
      femaleMaxAge: '女性最大年龄',
      blacklistCheckStatus: '黑名单人员禁止进场',
      contractRequiredStatus: '须签订劳动合同',
      bankCardRequiredStatus: '须登记银行卡',
      temperatureThreshold: '体温异常阈值',
      faceThreshold: '人脸比对阈值',
      visitorAuditStatus: '访客登记须审批',
    },
    units: { hours: '学时', days: '天', years: '岁', celsius: '℃' },
  },
};
