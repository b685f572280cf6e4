import type { LatLngPoint, ProjectDetail, ProjectUpdate, RegionNode } from '@site/shared-schema';

/** The form's values: the project's fields, the deadline as one range, the region as its path. */
export interface ProjectFormValues {
  projectName: string;
  projectStatusName: string;
  projectTypeName: string;
  builderLicenseCode: string;
  managerName: string;
  managerPhone: string;
  startDate?: string;
  endDate?: string;
  planEndDate?: string;
  regionPath?: string[];
  address: string;
  longitude?: number | null;
  latitude?: number | null;
  deadlineStatus: boolean;
  deadlineRange?: string[];
}

/** The fields of the form a check or the server may name. */
export const PROJECT_FORM_FIELDS = [
  'projectName',
  'projectStatusName',
  'projectTypeName',
  'builderLicenseCode',
  'managerName',
  'managerPhone',
  'startDate',
  'endDate',
  'planEndDate',
  'regionId',
  'address',
  'longitude',
  'latitude',
  'deadlineStartDate',
] as const;

/** The form field that shows a problem of a project field (the region and deadline have a control of their own). */
export const formFieldOf = (field: string): string =>
  ({ regionId: 'regionPath', deadlineStartDate: 'deadlineRange', deadlineEndDate: 'deadlineRange' })[field] ??
  field;

/** The ids from the root of the region tree down to a region, or [] when it is not in the tree. */
export function regionPath(tree: readonly RegionNode[], regionId: string | null): string[] {
  if (!regionId) return [];
  for (const node of tree) {
    if (node.regionId === regionId) return [node.regionId];
    const below = regionPath(node.children ?? [], regionId);
    if (below.length > 0) return [node.regionId, ...below];
  }
  return [];
}

export function toFormValues(project: ProjectDetail, tree: readonly RegionNode[]): ProjectFormValues {
  return {
    projectName: project.projectName,
    projectStatusName: project.projectStatusName,
    projectTypeName: project.projectTypeName,
    builderLicenseCode: project.builderLicenseCode,
    managerName: project.managerName,
    managerPhone: project.managerPhone,
    startDate: project.startDate ?? undefined,
    endDate: project.endDate ?? undefined,
    planEndDate: project.planEndDate ?? undefined,
    regionPath: regionPath(tree, project.regionId),
    address: project.address,
    longitude: project.longitude,
    latitude: project.latitude,
    deadlineStatus: project.deadlineStatus === 1,
    deadlineRange:
      project.deadlineStartDate && project.deadlineEndDate
        ? [project.deadlineStartDate, project.deadlineEndDate]
        : undefined,
  };
}

const orNull = (value: string | undefined) => value || null;
const numberOrNull = (value: number | null | undefined) =>
  value === undefined || value === null || Number.isNaN(value) ? null : value;

/** What updateByProject takes: the form's values, trimmed, and the boundary as drawn. */
export function toUpdate(projectId: string, values: ProjectFormValues, points: LatLngPoint[]): ProjectUpdate {
  const [from, to] = values.deadlineRange ?? [];
  return {
    projectId,
    projectName: values.projectName?.trim() ?? '',
    projectStatusName: values.projectStatusName?.trim() ?? '',
    projectTypeName: values.projectTypeName?.trim() ?? '',
    builderLicenseCode: values.builderLicenseCode?.trim() ?? '',
    managerName: values.managerName?.trim() ?? '',
    managerPhone: values.managerPhone?.trim() ?? '',
    startDate: orNull(values.startDate),
    endDate: orNull(values.endDate),
    planEndDate: orNull(values.planEndDate),
    regionId: values.regionPath?.at(-1) ?? null,
    address: values.address?.trim() ?? '',
    longitude: numberOrNull(values.longitude),
    latitude: numberOrNull(values.latitude),
    latLngPoints: points.length > 0 ? JSON.stringify(points) : null,
    deadlineStatus: values.deadlineStatus ? 1 : 0,
    deadlineStartDate: orNull(from),
    deadlineEndDate: orNull(to),
  };
}
