import { useEffect, useState } from 'preact/hooks';
import { type AsyncChartWorker, chartWorker } from '../../worker/client';

/**
 * Runs a job in the chart worker whenever its input changes (keep `job` stable and memoise `input`).
 * Until the first result the result is undefined; a newer input's result replaces the older one, and
 * a result that arrives after unmount or after a newer input is dropped.
 */
export function useWorkerJob<I, T>(
  job: (worker: AsyncChartWorker, input: I) => Promise<T>,
  input: I,
): { result: T | undefined; error: string | null } {
  const [state, setState] = useState<{ result: T | undefined; error: string | null }>({
    result: undefined,
    error: null,
  });
  useEffect(() => {
    let current = true;
    chartWorker()
      .then((worker) => job(worker, input))
      .then(
        (result) => current && setState({ result, error: null }),
        (reason: unknown) =>
          current &&
          setState({ result: undefined, error: reason instanceof Error ? reason.message : String(reason) }),
      );
    return () => {
      current = false;
    };
  }, [job, input]);
  return state;
}
