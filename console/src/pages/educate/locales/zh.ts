import {
  FACE_DEVICE_STATUSES,
  TRAIN_DEVICE_RESOURCE,
  TRAIN_INFO_RESOURCE,
  TRAIN_PERSON_RECORD_RESOURCE,
  TRAIN_SYNC_STATUSES,
  TRAIN_TYPES,
} from '@site/shared-schema';
import { fieldLabels, optionLabels } from '../../../resource/locale-labels';

/**
 * Chinese texts of the education pages: the resources' labels from their declarations (`trainInfo`,
 * `trainDevice`, `trainPersonRecord`), the pages' own under `educate`. The other languages match this shape.
 */
export const educateZh = {
  trainInfo: {
    label: TRAIN_INFO_RESOURCE.label,
    fields: fieldLabels(TRAIN_INFO_RESOURCE),
    options: { trainType: optionLabels(TRAIN_TYPES) },
  },
  trainDevice: {
    label: TRAIN_DEVICE_RESOURCE.label,
    fields: fieldLabels(TRAIN_DEVICE_RESOURCE),
    options: { deviceStatus: optionLabels(FACE_DEVICE_STATUSES) },
  },
  trainPersonRecord: {
    label: TRAIN_PERSON_RECORD_RESOURCE.label,
    fields: fieldLabels(TRAIN_PERSON_RECORD_RESOURCE),
  },
  educate: {
    participants: {
      manage: '参训人员',
      title: '{{name}} 的参训人员',
      pick: '按姓名搜索并选择人员',
      save: '保存参训人员',
      saved: '保存成功',
      empty: '暂无参训人员',
      personName: '姓名',
      teamName: '班组',
      checkIn: '签到',
      checkedIn: '已签到 {{time}}',
      notCheckedIn: '未签到',
    },
    device: {
      persons: '人员同步',
      sync: {
        title: '{{name}} 的人员同步',
        syncAll: '全部同步',
        syncChosen: '同步所选',
        retryFailed: '重试失败',
        chooseFirst: '请选择要同步的人员',
        picked: '已选 {{count}} 人',
        allStatuses: '全部状态',
        empty: '暂无在职人员',
      },
      started: '{{name}} 开始同步 {{count}} 人',
      statuses: optionLabels(TRAIN_SYNC_STATUSES),
      counts: {
        title: '同步情况',
        synced: '已同步 {{count}}',
        syncing: '同步中 {{count}}',
        failed: '失败 {{count}}',
      },
      person: {
        personName: '姓名',
        teamName: '班组',
        syncStatus: '同步状态',
        reason: '失败原因',
        updateTime: '更新时间',
      },
    },
  },
};
