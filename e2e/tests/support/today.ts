import { WIDGET_CALLS } from '@site/shared-schema';

/**
 * The records of today a wall's list widget reads (its own call and payload), counted. The demo's days
 * follow a site's hours: until the first arrivals of the morning, today has no passages, and a wall then
 * rightly shows its empty text.
 */
export async function todaysRecords(
  call: (path: string, body: unknown) => Promise<{ records?: unknown[] } | null>,
  key: 'vehicleRecords' | 'entryExitRecords',
  projectId: string,
): Promise<number> {
  const { path, payload } = WIDGET_CALLS[key];
  const data = await call(path, payload({ projectId, areaIdList: [], now: new Date() }));
  return data?.records?.length ?? 0;
}
