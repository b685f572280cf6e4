import { electricalApi } from './electrical';
import { chartWorkerApi } from './functions';
import { hourlyApi } from './hourly';

/** Everything the chart worker runs: the generic chart functions, the electrical and the hourly shaping. */
export const workerApi = { ...chartWorkerApi, ...electricalApi, ...hourlyApi };
export type WorkerApi = typeof workerApi;
