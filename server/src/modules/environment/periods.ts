import type { YcjzCurveUnit } from '@site/shared-schema';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ycjzDevices } from '../../db/schema';
import { ApiError, CODE } from '../../http/envelope';

/** The longest period a curve draws by its step: raw readings over two days, hours over a month, days over a year. */
const MAX_DAYS: Record<YcjzCurveUnit, number> = { minute: 2, hour: 31, day: 366 };
const DAY_MS = 86_400_000;

/** A curve's period, refused when it ends before it starts or is too long for its step. */
export function periodOf(body: { startTime: string; endTime: string; unit: YcjzCurveUnit }) {
  const span =
    Date.parse(`${body.endTime.replace(' ', 'T')}Z`) - Date.parse(`${body.startTime.replace(' ', 'T')}Z`);
  if (!(span >= 0)) throw new ApiError(CODE.badRequest, '结束时间不能早于开始时间');
  if (span > MAX_DAYS[body.unit] * DAY_MS)
    throw new ApiError(CODE.badRequest, `时间范围不能超过${MAX_DAYS[body.unit]}天`);
  return { from: body.startTime, to: body.endTime };
}

/** A monitor of the project, or 404 记录不存在 (another project's monitor is not told apart from none). */
export async function deviceOfProject(db: Database, projectId: string, deviceId: string) {
  const [device] = await db
    .select()
    .from(ycjzDevices)
    .where(and(eq(ycjzDevices.id, deviceId), eq(ycjzDevices.projectId, projectId)));
  if (!device) throw new ApiError(CODE.notFound, '记录不存在');
  return device;
}
