import { HELP_MESSAGES } from '@site/shared-schema';

/** Texts of managing the help document (the reading page's own are under `help`). */
export const helpAdminZh = {
  helpAdmin: {
    addFolder: '新建目录',
    addDocument: '新建文档',
    addInside: '在此目录下新建文档',
    addFolderInside: '在此目录下新建目录',
    edit: '编辑',
    up: '上移',
    down: '下移',
    delete: '删除',
    confirmDelete: '确定删除「{{name}}」吗？',
    confirmDeleteFolder: '确定删除目录「{{name}}」及其中的全部内容吗？',
    editFolder: '编辑目录',
    editDocument: '编辑文档',
    name: '名称',
    source: '内容（Markdown）',
    sourceHint: '支持 Markdown 与 HTML；脚本、事件和 javascript: 链接不会被执行。',
    preview: '预览',
    save: '保存',
    cancel: '取消',
    problems: { ...HELP_MESSAGES },
  },
};
