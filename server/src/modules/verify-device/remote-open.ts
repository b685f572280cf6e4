import type { RemoteOpenAnswer } from '@site/shared-realtime';
import { formatDateTime } from '@site/shared-schema';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { verifyDevices } from '../../db/schema';
import { ApiError, CODE } from '../../http/envelope';
import type { DeviceRequestHandler } from '../realtime/requests';

/**
 * remoteOpen: a face device of the project opens its gate at an operator's request. The demo devices
 * have no relay to drive, so opening is the answer itself, stamped with the time.
 */
export const remoteOpenRequest = (db: Database): DeviceRequestHandler<RemoteOpenAnswer> => ({
  request: 'remoteOpen',
  access: 'cSiteVerifyDeviceManager',
  refused: { time: '' },
  async handle(_user, { projectId, deviceId }) {
    const [device] = await db
      .select({ id: verifyDevices.id })
      .from(verifyDevices)
      .where(and(eq(verifyDevices.projectId, projectId), eq(verifyDevices.id, deviceId)));
    if (!device) throw new ApiError(CODE.notFound, '设备不存在');
    return { time: formatDateTime(new Date()) };
  },
});
