import {
  COMPARE_RESULTS,
  ENTRY_EXIT_OPTIONS,
  EPP_CERT_RECORD_RESOURCE,
  EPP_FACE_RECORD_RESOURCE,
  EPP_PERSON_RESOURCE,
  EPP_QR_CODE_RECORD_RESOURCE,
  HEALTH_CODE_COLORS,
  NUCLEIC_TEST_RESULTS,
} from '@site/shared-schema';
import { fieldLabels, optionLabels } from '../../../resource/locale-labels';

const healthCode = optionLabels(HEALTH_CODE_COLORS);
const nucleicTestResult = optionLabels(NUCLEIC_TEST_RESULTS);

/** Chinese texts of the epidemic control pages: the lists' labels and choices come from their declarations. */
export const epidemicZh = {
  eppPerson: {
    label: EPP_PERSON_RESOURCE.label,
    fields: fieldLabels(EPP_PERSON_RESOURCE),
    options: { healthCode, nucleicTestResult },
  },
  eppFaceRecord: {
    label: EPP_FACE_RECORD_RESOURCE.label,
    fields: fieldLabels(EPP_FACE_RECORD_RESOURCE),
    options: { entryExitType: optionLabels(ENTRY_EXIT_OPTIONS) },
  },
  eppCertRecord: {
    label: EPP_CERT_RECORD_RESOURCE.label,
    fields: fieldLabels(EPP_CERT_RECORD_RESOURCE),
    options: { compareResult: optionLabels(COMPARE_RESULTS) },
  },
  eppQrCodeRecord: {
    label: EPP_QR_CODE_RECORD_RESOURCE.label,
    fields: fieldLabels(EPP_QR_CODE_RECORD_RESOURCE),
    options: { healthCode, nucleicTestResult },
  },
  epidemic: { noHealthCode: '未验码' },
};
