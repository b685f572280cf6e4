import { MESSAGES, WEATHER_SKIES } from '@site/shared-schema';
import { importPreviewZh } from '../../../import-preview/locales/zh';
import { aiZh } from '../../../pages/ai/locales/zh';
import { screenPageZh } from '../../../pages/custom-screen-page/locales/zh';
import { devZh } from '../../../pages/dev/locales/zh';
import { displayZh } from '../../../pages/display/locales/zh';
import { educateZh } from '../../../pages/educate/locales/zh';
import { zqxyZh } from '../../../pages/enterprise-agreement/locales/zh';
import { epidemicZh } from '../../../pages/epidemic-control/locales/zh';
import { helpAdminZh } from '../../../pages/help-document/locales/zh';
import { ledZh } from '../../../pages/led/locales/zh';
import { logZh } from '../../../pages/log/locales/zh';
import { contractorZh } from '../../../pages/manage/contractor/locales/zh';
import { districtZh } from '../../../pages/manage/district/locales/zh';
import { projectInfoZh } from '../../../pages/manage/project-info/locales/zh';
import { ruleSettingZh } from '../../../pages/manage/rule-setting/locales/zh';
import { teamZh } from '../../../pages/manage/team/locales/zh';
import { wechatAppZh } from '../../../pages/manage/wechat-app/locales/zh';
import { workTypeZh } from '../../../pages/manage/work-type/locales/zh';
import { playlistZh } from '../../../pages/playlist/locales/zh';
import { faceDeviceZh } from '../../../pages/real-name/face-device/locales/zh';
import { identifyRecordZh } from '../../../pages/real-name/identify-record/locales/zh';
import { realNameZh } from '../../../pages/real-name/locales/zh';
import { salaryZh } from '../../../pages/real-name/salary/locales/zh';
import { attendanceStatsZh } from '../../../pages/real-name/statistics/locales/zh';
import { distributionBoxZh } from '../../../pages/safety/distribution-box/locales/zh';
import { dustNoiseZh } from '../../../pages/safety/dust-noise/locales/zh';
import { hoistZh } from '../../../pages/safety/hoist/locales/zh';
import { hoistPeopleZh } from '../../../pages/safety/hoist-people/locales/zh';
import { fleetZh } from '../../../pages/vehicle/fleet/locales/zh';
import { vehicleZh } from '../../../pages/vehicle/locales/zh';
import { lprDeviceZh } from '../../../pages/vehicle/lpr-device/locales/zh';
import { lprRecordZh } from '../../../pages/vehicle/lpr-record/locales/zh';
import { monitorZh } from '../../../pages/video-monitor/locales/zh';
import { resourceZh } from '../../../resource/locales/zh';

/** Chinese texts: the source of the translation keys; the other languages must match its shape. */
import { zhDesigner } from './designer/zh';
import { zhShell } from './shell/zh';

export const zh = {
  ...zhDesigner,
  resource: resourceZh,
  ...projectInfoZh,
  ...ruleSettingZh,
  ...wechatAppZh,
  ...contractorZh,
  ...teamZh,
  ...workTypeZh,
  ...districtZh,
  ...realNameZh,
  ...faceDeviceZh,
  ...dustNoiseZh,
  ...distributionBoxZh,
  ...monitorZh,
  ...educateZh,
  ...devZh,
  ...screenPageZh,
  ...zqxyZh,
  ...helpAdminZh,
  ...ledZh,
  ...salaryZh,
  ...identifyRecordZh,
  ...hoistZh,
  ...hoistPeopleZh,
  ...logZh,
  ...epidemicZh,
  ...vehicleZh,
  ...aiZh,
  ...displayZh,
  ...playlistZh,
  ...lprDeviceZh,
  ...fleetZh,
  ...lprRecordZh,
  ...attendanceStatsZh,
  ...zhShell,
  noProject: {
    title: MESSAGES.noEnabledProject,
    hint: '请联系管理员为账号分配项目后重新登录。',
  },
  error: {
    title404: '页面不存在',
    text404: '您访问的页面不存在或已被移除。',
    title500: '服务器出错了',
    text500: '服务暂时不可用，请稍后再试。',
    waiting500: '服务恢复后将自动返回首页。',
    waiting500Back: '服务恢复后将自动返回刚才的页面。',
    recovered: '服务已恢复',
    title401: '没有访问权限',
    text401: '您没有权限访问此页面。',
  },
  noPermission: {
    title: '暂无权限',
    text: '当前账号在该项目下没有任何菜单权限。请联系管理员分配权限，或在顶部切换到其他项目。',
    stillNone: '仍没有任何权限，请联系管理员分配后再试',
  },
  importPreview: importPreviewZh,
  reportLog: {
    agreement: '协议',
    logType: '操作类型',
    sourceName: '数据名称',
    getResultStatus: '状态',
    resultMessage: '结果信息',
    createTime: '上报时间',
    empty: '暂无上报日志',
    statuses: { 0: '未获取', 1: '获取成功', 2: '获取失败' },
    logTypes: {
      ADD_COMPANY: '添加企业',
      ADD_PROJECT: '添加项目',
      UPDATE_PROJECT: '修改项目',
      SAVE_PROJECT_COMPANY: '添加或修改参建单位',
      SAVE_TEAM: '添加或修改班组',
      SAVE_WORKER: '添加或修改工人',
      SAVE_PROJECT_WORKER: '添加或修改项目工人',
      WORKER_ENTRY_EXIT: '工人进退场',
      WORKER_ATTENDANCE: '工人考勤',
      DEVICE_ACCESS: '设备接入上报',
      CONTRACT: '劳动合同',
      CERTIFICATE: '证书',
      DUST_NOISE: '扬尘噪音',
      CRANE_BASE: '塔吊基础信息',
      CRANE_REALTIME: '塔吊实时数据',
      CRANE_WORK_CYCLE: '塔吊工作循环',
      CRANE_ALARM: '塔吊报警',
    },
  },
  help: {
    title: '帮助文档',
    searchPlaceholder: '搜索目录或文档名称',
    noMatch: '没有匹配的目录或文档',
    chooseDocument: '请在左侧选择文档',
  },
  customScreen: {
    screenName: '大屏名称',
    screenNamePlaceholder: '请输入大屏名称',
    updateTime: '更新时间',
    publishTime: '发布时间',
    unpublished: '未发布',
    draftState: '草稿',
    draftChanged: '发布后有修改',
    actions: '操作',
    add: '新建大屏',
    rename: '重命名',
    copy: '复制',
    publish: '发布',
    preview: '预览',
    keys: '播放密钥',
    delete: '删除',
    confirmDelete: '此操作将永久删除该大屏, 是否继续?',
    saved: '保存成功',
    copiedScreen: '复制成功',
    empty: '暂无大屏',
    keysTitle: '播放密钥 - {{name}}',
    keyName: '密钥名称',
    keyNamePlaceholder: '密钥名称（选填），如：大厅显示屏',
    keyPrefix: '密钥前缀',
    createTime: '创建时间',
    createKey: '新建密钥',
    revoke: '撤销',
    confirmRevoke: '撤销密钥「{{name}}」后，使用它的大屏将无法播放，是否继续?',
    noKeys: '暂无密钥',
    notPublishedHint: '该大屏尚未发布，发布后墙面才能播放。',
    keyShownOnce: '密钥只显示这一次，请立即复制保存。',
    key: '密钥',
    wallLink: '播放地址',
    copyLink: '复制地址',
    copied: '已复制',
    copyUnavailable: '当前浏览器无法访问剪贴板，请手动选中地址复制。',
    openWall: '打开大屏',
  },
  authRedirect: {
    waiting: '正在等待登录信息…',
    invalid: '没有收到登录信息，请重新登录。',
    toLogin: '去登录',
  },
  avoidLogin: {
    signingIn: '正在登录…',
    failed: '免密登录失败，请使用账号密码登录。',
  },
  dataScreen: {
    edit: '编辑',
    submit: '提交',
    backToAdmin: '返回后台',
    remarkPlaceholder: '点击右侧铅笔添加备注',
    skies: { ...WEATHER_SKIES },
    weekdays: {
      sun: '星期日',
      mon: '星期一',
      tue: '星期二',
      wed: '星期三',
      thu: '星期四',
      fri: '星期五',
      sat: '星期六',
    },
  },
  map: {
    title: '项目地图',
    overview: '全局',
    failed: '地图加载失败',
    projectStatusName: '项目状态',
    projectTypeName: '项目类型',
    builderLicenseCode: '施工许可证号',
    regionName: '所属区域',
    address: '详细地址',
  },
};
