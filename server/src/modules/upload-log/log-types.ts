import { REPORT_LOG_TYPES, type ReportLogType } from '@site/shared-schema';

/** What a report is about: where its sourceName comes from. */
export type SourceKind = 'project' | 'company' | 'team' | 'person' | 'verifyDevice' | 'ycjz' | 'crane';

interface LogTypeRule {
  source: SourceKind;
  /**
   * The exception kind (operateType of the exception list and logTypeList of the push) a failure of this
   * type counts towards. DEVICE_UPLOAD is ours, for the device reports the five earlier kinds miss.
   */
  exceptionType: string;
  /** How often the platform sees this report, relative to the others. */
  weight: number;
  /** What the platform answers when it refuses one. */
  failures: readonly string[];
}

const PROJECT_FAILURES = ['项目编码不存在', '施工许可证号与平台登记不一致'];
const COMPANY_FAILURES = ['统一社会信用代码格式错误', '企业未在平台备案'];
const PERSON_FAILURES = ['身份证号码格式错误', '人员未在平台登记', '所属班组未上报'];
const DEVICE_FAILURES = ['设备序列号未在平台备案', '平台接口超时'];

export const LOG_TYPE_RULES: Record<ReportLogType, LogTypeRule> = {
  ADD_COMPANY: { source: 'company', exceptionType: 'COMPANY_UPLOAD', weight: 1, failures: COMPANY_FAILURES },
  ADD_PROJECT: {
    source: 'project',
    exceptionType: 'PROJECT_UPLOAD',
    weight: 0.2,
    failures: PROJECT_FAILURES,
  },
  UPDATE_PROJECT: {
    source: 'project',
    exceptionType: 'PROJECT_UPLOAD',
    weight: 0.5,
    failures: PROJECT_FAILURES,
  },
  SAVE_PROJECT_COMPANY: {
    source: 'company',
    exceptionType: 'COMPANY_UPLOAD',
    weight: 1,
    failures: ['参建类型不能为空', ...COMPANY_FAILURES],
  },
  SAVE_TEAM: {
    source: 'team',
    exceptionType: 'TEAM_UPLOAD',
    weight: 2,
    failures: ['班组所属企业未上报', '班组长身份证号码为空'],
  },
  SAVE_WORKER: { source: 'person', exceptionType: 'PERSON_UPLOAD', weight: 4, failures: PERSON_FAILURES },
  SAVE_PROJECT_WORKER: {
    source: 'person',
    exceptionType: 'PERSON_UPLOAD',
    weight: 4,
    failures: PERSON_FAILURES,
  },
  WORKER_ENTRY_EXIT: {
    source: 'person',
    exceptionType: 'PERSON_UPLOAD',
    weight: 3,
    failures: ['进场日期不能早于项目开工日期', ...PERSON_FAILURES],
  },
  WORKER_ATTENDANCE: {
    source: 'person',
    exceptionType: 'VERIFY_RECORD_UPLOAD',
    weight: 12,
    failures: ['考勤人员未进场', '考勤照片不能为空', '考勤时间晚于上报时间'],
  },
  DEVICE_ACCESS: {
    source: 'verifyDevice',
    exceptionType: 'DEVICE_UPLOAD',
    weight: 1,
    failures: DEVICE_FAILURES,
  },
  CONTRACT: {
    source: 'person',
    exceptionType: 'PERSON_UPLOAD',
    weight: 2,
    failures: ['合同附件不能为空', '合同期限不能为空'],
  },
  CERTIFICATE: {
    source: 'person',
    exceptionType: 'PERSON_UPLOAD',
    weight: 1,
    failures: ['证书编号格式错误', '证书已过期'],
  },
  DUST_NOISE: { source: 'ycjz', exceptionType: 'DEVICE_UPLOAD', weight: 6, failures: DEVICE_FAILURES },
  CRANE_BASE: { source: 'crane', exceptionType: 'DEVICE_UPLOAD', weight: 0.3, failures: DEVICE_FAILURES },
  CRANE_REALTIME: {
    source: 'crane',
    exceptionType: 'DEVICE_UPLOAD',
    weight: 6,
    failures: ['实时数据时间戳无效', ...DEVICE_FAILURES],
  },
  CRANE_WORK_CYCLE: {
    source: 'crane',
    exceptionType: 'DEVICE_UPLOAD',
    weight: 3,
    failures: DEVICE_FAILURES,
  },
  CRANE_ALARM: { source: 'crane', exceptionType: 'DEVICE_UPLOAD', weight: 0.5, failures: DEVICE_FAILURES },
};

export const LOG_TYPE_NAMES = new Map<string, string>(
  REPORT_LOG_TYPES.map(({ logType, logTypeName }) => [logType, logTypeName]),
);

/** What the platform answers a report it accepted. */
export const SUCCESS_MESSAGE = '上报成功';
