/**
 * The fixed messages of the server's successful answers, which the console shows as its success toasts.
 * The Chinese texts are the server's own words: a message is recognised by them, then said in the user's
 * language. A message not listed here (a device's own report) is shown as it came.
 */
export const answersZh = {
  done: '操作成功',
  saved: '保存成功',
  added: '新增成功',
  updated: '修改成功',
  deleted: '删除成功!',
  published: '发布成功',
  revoked: '撤销成功',
  unbound: '解绑成功',
  approved: '审批成功',
  allotted: '分配成功',
  exportQueued: '导出成功，请到任务中心下载',
  importQueued: '导入任务已创建，请在任务中心查看结果',
  passwordChanged: '密码修改成功',
  loggedIn: '登录成功',
  loggedOut: '退出成功',
  switched: '切换成功',
  connected: '连接成功',
  pulled: '拉取成功',
  exited: '退场成功',
  locked: '锁定成功',
  unlocked: '解锁成功',
};
