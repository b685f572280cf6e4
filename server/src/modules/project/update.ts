import {
  checkProjectUpdate,
  type LatLngPoint,
  type ProjectDetail,
  type ProjectUpdate,
  parseBoundary,
} from '@site/shared-schema';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { projects, regions } from '../../db/schema';
import { fieldError } from '../../http/envelope';
import { findProject } from './queries';

const clean = (text: string) => text.trim();

/** The boundary as stored: rounded to 7 decimals (about 1 cm), so the text stays short. */
const boundaryText = (points: LatLngPoint[]): string | null =>
  points.length === 0
    ? null
    : JSON.stringify(
        points.map(({ lng, lat }) => ({ lng: Number(lng.toFixed(7)), lat: Number(lat.toFixed(7)) })),
      );

/** A region must exist and be a district (a leaf of the region tree), as the cascader offers. */
async function checkRegion(db: Database, regionId: string | null): Promise<void> {
  if (!regionId) return;
  const [row] = await db.select({ id: regions.id }).from(regions).where(eq(regions.id, regionId));
  const [child] = await db
    .select({ id: regions.id })
    .from(regions)
    .where(eq(regions.parentId, regionId))
    .limit(1);
  if (!row || child) throw fieldError('regionId', '请选择所属区域（区县）');
}

/**
 * siteProject/updateByProject: every editable field of the project, checked as the form checks it
 * (checkProjectUpdate); answers the project. The operation log records it (operate-log/logged-calls.ts).
 */
export async function updateProject(db: Database, body: ProjectUpdate): Promise<ProjectDetail> {
  const points = parseBoundary(body.latLngPoints);
  if (body.latLngPoints && points.length === 0) throw fieldError('latLngPoints', '项目边界格式不正确');
  const [problem] = checkProjectUpdate(body, points);
  if (problem) throw fieldError(problem.field, problem.message);
  await checkRegion(db, body.regionId);
  const values = {
    projectName: clean(body.projectName),
    projectStatusName: clean(body.projectStatusName),
    projectTypeName: clean(body.projectTypeName),
    managerName: clean(body.managerName),
    managerPhone: clean(body.managerPhone),
    startDate: body.startDate,
    endDate: body.endDate || null,
    planEndDate: body.planEndDate || null,
    address: clean(body.address),
    regionId: body.regionId || null,
    builderLicenseCode: clean(body.builderLicenseCode),
    longitude: body.longitude,
    latitude: body.latitude,
    latLngPoints: boundaryText(points),
    deadlineStatus: body.deadlineStatus,
    deadlineStartDate: body.deadlineStartDate || null,
    deadlineEndDate: body.deadlineEndDate || null,
  };
  await db.update(projects).set(values).where(eq(projects.id, body.projectId));
  return (await findProject(db, body.projectId)) as ProjectDetail;
}
