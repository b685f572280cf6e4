import {
  CERT_RECORD_RESOURCE,
  COMPARE_RESULTS,
  DETAIL_RECORD_RESOURCE,
  ENTRY_EXIT_OPTIONS,
  OUT_IN_HORIZONTAL_RESOURCE,
  OUT_IN_RECORD_RESOURCE,
  PERSON_RECORD_RESOURCE,
  STRANGER_RECORD_RESOURCE,
  TEMPORARY_RECORD_RESOURCE,
  VERIFY_RESULTS,
} from '@site/shared-schema';
import { fieldLabels, optionLabels } from '../../../../resource/locale-labels';

const entryExitType = optionLabels(ENTRY_EXIT_OPTIONS);

/**
 * Chinese texts of the identification records (identify-record). The lists' labels and choices come from
 * their declarations; `identifyRecord` holds the page's own texts.
 */
export const identifyRecordZh = {
  personRecord: {
    label: PERSON_RECORD_RESOURCE.label,
    fields: fieldLabels(PERSON_RECORD_RESOURCE),
    options: { entryExitType },
  },
  certRecord: {
    label: CERT_RECORD_RESOURCE.label,
    fields: fieldLabels(CERT_RECORD_RESOURCE),
    options: { compareResult: optionLabels(COMPARE_RESULTS) },
  },
  outInRecord: { label: OUT_IN_RECORD_RESOURCE.label, fields: fieldLabels(OUT_IN_RECORD_RESOURCE) },
  outInHorizontal: {
    label: OUT_IN_HORIZONTAL_RESOURCE.label,
    fields: fieldLabels(OUT_IN_HORIZONTAL_RESOURCE),
  },
  detailRecord: {
    label: DETAIL_RECORD_RESOURCE.label,
    fields: fieldLabels(DETAIL_RECORD_RESOURCE),
    options: { verifyResult: optionLabels(VERIFY_RESULTS) },
  },
  strangerRecord: { label: STRANGER_RECORD_RESOURCE.label, fields: fieldLabels(STRANGER_RECORD_RESOURCE) },
  temporaryRecord: {
    label: TEMPORARY_RECORD_RESOURCE.label,
    fields: fieldLabels(TEMPORARY_RECORD_RESOURCE),
    options: { entryExitType },
  },
  identifyRecord: {
    tabs: {
      person: '识别记录',
      cert: '人证记录',
      outIn: '进出记录',
      detail: '识别明细',
      stranger: '陌生人记录',
      temporary: '访客通行记录',
    },
    byRecord: '按进出配对',
    byDay: '按人按天',
    newMark: '新',
  },
};
