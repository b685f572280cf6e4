/** Texts of the hidden demo pages /icon, /error, /error-log and /clipboard. */
export const devZh = {
  dev: {
    icons: {
      title: '图标',
      search: '按名称搜索图标',
      count: '共 {{count}} 个图标，点击复制名称',
      copied: '已复制 {{name}}',
      copyFailed: '复制失败，请手动复制：{{name}}',
      none: '没有匹配的图标',
    },
    errors: {
      title: '错误页面',
      intro: '打开各错误页面，或制造一个未处理的错误（开启错误日志时会记录在错误日志中）。',
      page401: '401 无权限',
      page404: '404 页面不存在',
      page500: '500 服务器错误',
      throwError: '制造未处理错误',
      rejectPromise: '制造未处理的 Promise 拒绝',
      thrown: '这是错误页面演示制造的错误',
      openLog: '查看错误日志',
    },
    errorLog: {
      title: '错误日志',
      disabled: '当前环境未开启错误日志（在 config.json 中设置 "errorLog": true 开启）。',
      empty: '暂无未处理的错误',
      clear: '清空',
      time: '时间',
      message: '错误信息',
      stack: '调用栈',
      url: '页面地址',
    },
    clipboard: {
      title: '复制到剪贴板',
      label: '要复制的文字',
      placeholder: '输入要复制的文字',
      copy: '复制',
      copied: '复制成功',
      failed: '复制失败：浏览器不允许访问剪贴板',
      empty: '请输入要复制的文字',
    },
  },
};
