import { FC_COMPARE_RESULTS, FC_COMPARER_LOG_RESOURCE, OTHER_LOG_MODULES } from '@site/shared-schema';
import { fieldLabels, optionLabels } from '../../../resource/locale-labels';

/** Chinese texts of the log pages (/log): the source of the other languages' keys. */
export const logZh = {
  fcComparerLog: {
    label: FC_COMPARER_LOG_RESOURCE.label,
    fields: fieldLabels(FC_COMPARER_LOG_RESOURCE),
    options: { compareResult: optionLabels(FC_COMPARE_RESULTS) },
  },
  operateLog: {
    fields: {
      createTime: '操作时间',
      userName: '操作人',
      operateType: '操作类型',
      module: '模块',
      targetName: '操作对象',
      changes: '变更内容',
    },
    /** The modules outside the declared resources; the resources' are their own labels. */
    modules: { ...OTHER_LOG_MODULES },
    /** The fields of the logged calls' records. */
    stateFields: {
      programName: '节目名称',
      screenIds: '播放屏幕',
      sends: '发送结果',
      screenName: '名称',
      published: '已发布',
      draftChanged: '有未发布的修改',
      publishTime: '发布时间',
      remark: '备注',
      projectName: '项目名称',
    },
    export: '导出',
    empty: '暂无操作日志',
    noChanges: '无字段变更',
  },
};
