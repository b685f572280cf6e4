import { describe, expect, it } from 'vitest';
import { createGovPlatform, PLATFORM_MESSAGES, platformCode } from './gov-platform';

const CITY = 'HZ_SMZ';
const COMPANY = { creditCode: '91330100MA27XK1A2B', companyTypeId: 'type-general' };

describe('the simulated government platform', () => {
  const platform = createGovPlatform();

  it('answers the same code for the same data, another for another agreement', () => {
    const first = platform.pullCompany(CITY, COMPANY);
    expect(first).toEqual({
      accepted: true,
      platformCode: platformCode(CITY, 'COMPANY', COMPANY.creditCode),
      message: '拉取成功',
    });
    expect(platform.pullCompany(CITY, COMPANY).platformCode).toBe(first.platformCode);
    expect(platform.pullCompany('ZJ_JZGR', COMPANY).platformCode).not.toBe(first.platformCode);
  });

  it('refuses what such platforms refuse, saying why', () => {
    expect(platform.uploadCompany(CITY, { ...COMPANY, creditCode: '91330100MA27XK1A2' }).message).toBe(
      PLATFORM_MESSAGES.badCreditCode,
    );
    expect(platform.uploadCompany(CITY, { ...COMPANY, companyTypeId: null }).message).toBe(
      PLATFORM_MESSAGES.noCorpType,
    );
    expect(
      platform.uploadTeam(CITY, { teamId: 't', companyCode: '' }, { teamLeaderIdcard: '330109198803152317' })
        .message,
    ).toBe(PLATFORM_MESSAGES.companyNotUploaded);
    expect(platform.uploadTeam(CITY, { teamId: 't', companyCode: 'C' }, {}).message).toBe(
      PLATFORM_MESSAGES.noTeamLeader,
    );
    expect(platform.uploadProject(CITY, { projectId: '1', builderLicenseCode: 'A' }, {}).message).toBe(
      PLATFORM_MESSAGES.noProjectCode,
    );
    expect(
      platform.uploadProject(
        CITY,
        { projectId: '1', builderLicenseCode: 'A' },
        { platformProjectCode: 'P', builderLicenseCode: 'B' },
      ).message,
    ).toBe(PLATFORM_MESSAGES.licenseMismatch);
    expect(platform.uploadAttendance(CITY, { personCode: '' }).message).toBe(PLATFORM_MESSAGES.notEntered);
    expect(platform.exit(CITY, { platformCode: '' }).message).toBe(PLATFORM_MESSAGES.notOnPlatform);
  });

  it('answers a certificate with the persons of certified work types only', () => {
    const person = { idcardNumber: '330109198803152317', teamCode: 'T' };
    expect(platform.pullPerson(CITY, { ...person, workerTypeName: '电工' }).cert).toMatchObject({
      certName: '建筑施工特种作业操作资格证（电工）',
      certNo: expect.stringMatching(/^浙A/),
    });
    expect(platform.pullPerson(CITY, { ...person, workerTypeName: '普工' }).cert).toEqual({});
    expect(
      platform.pullPerson(CITY, { ...person, idcardNumber: '123', workerTypeName: '电工' }),
    ).toMatchObject({
      accepted: false,
      message: PLATFORM_MESSAGES.badIdcard,
      cert: {},
    });
  });

  it('refuses everything of an agreement that is down, and only of that one', () => {
    const down = createGovPlatform({ outage: new Map([[CITY, PLATFORM_MESSAGES.outage]]) });
    expect(down.pullCompany(CITY, COMPANY)).toEqual({
      accepted: false,
      platformCode: '',
      message: '平台接口超时',
    });
    expect(down.pullCompany('ZJ_JZGR', COMPANY).accepted).toBe(true);
  });
});
