import {
  ADMIN_ROLE,
  AUDIT_SUCCESS,
  DEFAULT_BRAND_NAME,
  hasPermission,
  isProjectPastDeadline,
  type PrivateConfig,
  type ProjectItem,
  type UserInfo,
} from '@site/shared-schema';

/** The remembered project when it is still in the list, else the first one; with its deadline flag. */
export function pickProject(
  projects: readonly ProjectItem[],
  rememberedId: string | undefined,
  now: number,
): ProjectItem | undefined {
  const chosen = projects.find((project) => project.projectId === rememberedId) ?? projects[0];
  return chosen && { ...chosen, isDeadline: isProjectPastDeadline(chosen, now) };
}

/** Role admin sees every route, unless a role switch narrowed the session to another of his roles. */
export function isAdminUser(userInfo: UserInfo | undefined): boolean {
  return Boolean(
    userInfo?.roles?.some(
      (role) =>
        role.roleCode === ADMIN_ROLE &&
        (userInfo.currentRoleId === undefined || userInfo.currentRoleId === role.roleId),
    ),
  );
}

/** Branding applies only when the domain's configuration passed its audit. */
export function approvedBranding(config: PrivateConfig | null | undefined): PrivateConfig | undefined {
  return config?.auditResult === AUDIT_SUCCESS ? config : undefined;
}

export function brandName(config: PrivateConfig | null | undefined): string {
  return approvedBranding(config)?.privateName || DEFAULT_BRAND_NAME;
}

/** The page title: translated route title plus the private name. */
export function pageTitle(routeTitle: string | undefined, brand: string): string {
  return routeTitle ? `${routeTitle} - ${brand}` : brand;
}

/** A permission check of the UI: role admin holds every code. */
export function holdsCode(
  resources: readonly string[],
  userInfo: UserInfo | undefined,
  code: string,
): boolean {
  return isAdminUser(userInfo) || hasPermission(resources, code);
}
