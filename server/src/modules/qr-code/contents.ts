import type { BusinessQrCode, ProjectDetail, UserProjectQrCode } from '@site/shared-schema';

/** The lines of the project's public sign (项目信息公示): what a phone shows when it scans the code. */
export function projectInfoCode(project: ProjectDetail): BusinessQrCode {
  const lines = [
    ['项目名称', project.projectName],
    ['施工许可证号', project.builderLicenseCode],
    ['项目状态', project.projectStatusName],
    ['项目类型', project.projectTypeName],
    ['所属区域', project.regionName],
    ['详细地址', project.address],
    ['项目经理', project.managerName],
    ['联系电话', project.managerPhone],
    ['开工日期', project.startDate ?? ''],
    ['计划竣工日期', project.planEndDate ?? ''],
  ];
  return {
    qrCodeType: 'PROJECT_INFO',
    qrCodeName: '项目信息码',
    qrCodeData: lines
      .filter(([, value]) => value)
      .map(([label, value]) => `${label}：${value}`)
      .join('\n'),
  };
}

/**
 * The code the wechat app scans to bind a manager: which project, and which console user invites him.
 * It grants nothing by itself: the app binds a manager only after his own WeChat sign-in.
 */
export function userProjectCode(
  project: Pick<ProjectDetail, 'projectId' | 'projectName'>,
  inviter: { userId: string; userName: string },
): UserProjectQrCode {
  return {
    qrCodeName: '小程序绑定码',
    qrCodeData: JSON.stringify({
      type: 'USER_PROJECT',
      projectId: project.projectId,
      projectName: project.projectName,
      userId: inviter.userId,
      userName: inviter.userName,
    }),
  };
}
