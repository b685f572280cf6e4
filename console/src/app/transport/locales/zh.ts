export const transportZh = {
  offline: '无法连接服务器，请检查网络后重试',
  timeout: '服务器响应超时，请稍后重试',
  status: '服务器出错了（HTTP {{status}}），请稍后重试',
};
