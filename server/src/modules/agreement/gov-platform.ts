import { createHash } from 'node:crypto';
import { type AgreementParams, isIdCard } from '@site/shared-schema';

/**
 * The simulated government platform behind every agreement (this server talks to no real one). It checks
 * what it is sent as such platforms do and answers a code for what it accepts, so uploads, pulls and exits
 * have real, sometimes refused, outcomes. Its answers depend on the data only: a test makes one fail by
 * sending data the platform refuses (a company without its participation type, a team without its
 * leader's ID number), and `outage` refuses everything of an agreement, as a platform that is down.
 */

export interface PlatformAnswer {
  accepted: boolean;
  /** The platform's code of the data when accepted, else ''. */
  platformCode: string;
  /** The platform's message: why it refused, or what it did. */
  message: string;
}

/** Unified social credit code: 18 characters of the national alphabet (no I, O, S, V, Z). */
const CREDIT_CODE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

/** Worker types the platform holds a special-operation certificate for. */
const CERTIFIED_TYPES = ['电工', '焊工', '架子工', '塔吊司机', '信号工', '起重工', '司索工', '升降机司机'];

export const PLATFORM_MESSAGES = {
  accepted: '上报成功',
  pulled: '拉取成功',
  exited: '退场成功',
  outage: '平台接口超时',
  noProjectCode: '项目编码不存在',
  licenseMismatch: '施工许可证号与平台登记不一致',
  badCreditCode: '统一社会信用代码格式错误',
  companyUnknown: '企业未在平台备案',
  noCorpType: '参建类型不能为空',
  companyNotUploaded: '班组所属企业未上报',
  noTeamLeader: '班组长身份证号码为空',
  teamUnknown: '班组未在平台登记',
  badIdcard: '身份证号码格式错误',
  teamNotUploaded: '所属班组未上报',
  notEntered: '考勤人员未进场',
  notOnPlatform: '数据未在平台登记，无法退场',
} as const;

const refused = (message: string): PlatformAnswer => ({ accepted: false, platformCode: '', message });

/** The platform's code of a piece of data: stable, so a repeated upload or pull answers the same code. */
export function platformCode(agreementCode: string, kind: string, key: string): string {
  const digest = createHash('sha256').update(`${agreementCode}:${kind}:${key}`).digest('hex');
  return `${agreementCode}-${kind.slice(0, 1)}${digest.slice(0, 10).toUpperCase()}`;
}

export interface GovPlatformOptions {
  /** The message every call of these agreement codes is refused with (the platform is down). */
  outage?: ReadonlyMap<string, string>;
}

export function createGovPlatform(options: GovPlatformOptions = {}) {
  const down = (agreementCode: string) => options.outage?.get(agreementCode);
  const answer = (agreementCode: string, check: () => PlatformAnswer): PlatformAnswer => {
    const outage = down(agreementCode);
    return outage ? refused(outage) : check();
  };
  const accept = (agreementCode: string, kind: string, key: string, message: string): PlatformAnswer => ({
    accepted: true,
    platformCode: platformCode(agreementCode, kind, key),
    message,
  });

  return {
    uploadProject: (
      agreementCode: string,
      project: { projectId: string; builderLicenseCode: string },
      params: AgreementParams,
    ) =>
      answer(agreementCode, () => {
        if (!params.platformProjectCode?.trim()) return refused(PLATFORM_MESSAGES.noProjectCode);
        const license = params.builderLicenseCode?.trim();
        if (license && project.builderLicenseCode && license !== project.builderLicenseCode) {
          return refused(PLATFORM_MESSAGES.licenseMismatch);
        }
        return accept(agreementCode, 'PROJECT', project.projectId, PLATFORM_MESSAGES.accepted);
      }),

    /** A participating company needs its participation type (the contractor page's company type). */
    uploadCompany: (agreementCode: string, company: { creditCode: string; companyTypeId: string | null }) =>
      answer(agreementCode, () => {
        if (!CREDIT_CODE.test(company.creditCode)) return refused(PLATFORM_MESSAGES.badCreditCode);
        if (!company.companyTypeId) return refused(PLATFORM_MESSAGES.noCorpType);
        return accept(agreementCode, 'COMPANY', company.creditCode, PLATFORM_MESSAGES.accepted);
      }),

    /** Companies register themselves on the platform: it knows every one with a valid credit code. */
    pullCompany: (agreementCode: string, company: { creditCode: string }) =>
      answer(agreementCode, () =>
        CREDIT_CODE.test(company.creditCode)
          ? accept(agreementCode, 'COMPANY', company.creditCode, PLATFORM_MESSAGES.pulled)
          : refused(PLATFORM_MESSAGES.companyUnknown),
      ),

    uploadTeam: (
      agreementCode: string,
      team: { teamId: string; companyCode: string },
      params: AgreementParams,
    ) =>
      answer(agreementCode, () => {
        if (!team.companyCode) return refused(PLATFORM_MESSAGES.companyNotUploaded);
        if (!params.teamLeaderIdcard?.trim()) return refused(PLATFORM_MESSAGES.noTeamLeader);
        return accept(agreementCode, 'TEAM', team.teamId, PLATFORM_MESSAGES.accepted);
      }),

    /** The platform holds the teams it was sent: a pull finds those with an accepted upload. */
    pullTeam: (agreementCode: string, team: { teamId: string; companyCode: string; uploaded: boolean }) =>
      answer(agreementCode, () => {
        if (!team.companyCode) return refused(PLATFORM_MESSAGES.companyNotUploaded);
        return team.uploaded
          ? accept(agreementCode, 'TEAM', team.teamId, PLATFORM_MESSAGES.pulled)
          : refused(PLATFORM_MESSAGES.teamUnknown);
      }),

    /** A worker as the platform registered him, with his certificate when his work type needs one. */
    pullPerson: (
      agreementCode: string,
      person: { idcardNumber: string; teamCode: string; workerTypeName: string },
    ): PlatformAnswer & { cert: Record<string, string> } => {
      const result = answer(agreementCode, () => {
        if (!isIdCard(person.idcardNumber)) return refused(PLATFORM_MESSAGES.badIdcard);
        if (!person.teamCode) return refused(PLATFORM_MESSAGES.teamNotUploaded);
        return accept(agreementCode, 'PERSON', person.idcardNumber, PLATFORM_MESSAGES.pulled);
      });
      const certified = result.accepted && CERTIFIED_TYPES.includes(person.workerTypeName);
      const cert: Record<string, string> = certified
        ? {
            certName: `建筑施工特种作业操作资格证（${person.workerTypeName}）`,
            certNo: `浙A${result.platformCode.slice(-8)}`,
            validDate: `${new Date().getFullYear() + 3}-12-31`,
          }
        : {};
      return { ...result, cert };
    },

    /** An attendance record is accepted for a worker the platform has (he entered the site there). */
    uploadAttendance: (agreementCode: string, record: { personCode: string }) =>
      answer(agreementCode, () =>
        record.personCode
          ? { accepted: true, platformCode: record.personCode, message: PLATFORM_MESSAGES.accepted }
          : refused(PLATFORM_MESSAGES.notEntered),
      ),

    exit: (agreementCode: string, entry: { platformCode: string }) =>
      answer(agreementCode, () =>
        entry.platformCode
          ? { accepted: true, platformCode: entry.platformCode, message: PLATFORM_MESSAGES.exited }
          : refused(PLATFORM_MESSAGES.notOnPlatform),
      ),
  };
}

export type GovPlatform = ReturnType<typeof createGovPlatform>;
