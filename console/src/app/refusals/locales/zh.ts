/**
 * The problems the server words in its `field: problem` refusals (server/src/http/validation-message.ts,
 * strict-body.ts) and the names of the fields of forms outside the resource block. The Chinese texts are
 * the server's own words: a refusal is recognised by them, then said in the user's language.
 */
export const refusalsZh = {
  problems: {
    required: '必填',
    type: '类型错误',
    minLength: '长度不能少于{{limit}}',
    maxLength: '长度不能超过{{limit}}',
    minItems: '至少需要{{limit}}项',
    maxItems: '不能超过{{limit}}项',
    minimum: '不能小于{{limit}}',
    maximum: '不能大于{{limit}}',
    invalid: '取值无效',
    format: '格式错误',
    unstorable: '包含无法保存的字符',
    depth: '嵌套层级不能超过{{limit}}',
  },
  /** A value another record holds (the server's 「<label>已存在」), named by the form's label. */
  taken: '{{label}}已存在',
  /** The same when no label is known: Chinese keeps the server's own subject. */
  takenValue: '{{label}}已存在',
  /** Business rules the server words the same way every time. */
  rules: {
    pairCodeInvalid: '配对码无效或已过期',
    craneDriverTaken: '该人员已是塔吊司机',
    liftDriverTaken: '该人员已是升降机司机',
    teamNameTaken: '该企业已有同名班组',
    visitEndBeforeStart: '来访结束时间不能早于来访开始时间',
    xlsxOnly: '请上传 .xlsx 格式的文件',
    numberOutOfRange: '数值超出范围',
  },
  sentence: '{{label}}{{problem}}',
  someField: '填写的内容',
  fields: {
    email: '邮箱',
    tenementUserName: '用户名',
    oldPassword: '原密码',
    newPassword: '新密码',
    confirmPassword: '确认密码',
    loginName: '登录账号',
    password: '密码',
    phoneNumber: '手机号',
    screenName: '大屏名称',
    keyName: '密钥名称',
  },
};
