import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

/** The first part of the SWR key of every page of a resource's list (then its name, project, filters, page). */
export const LIST_KEY = 'resource-page';

/**
 * Reads every page of a resource's list again: the one shown at once, the others, cached, when next shown.
 * A delete that empties the last page moves the list back to a page read before it, which must not come
 * from the cache with the old total.
 */
export function useReloadList(resourceName: string) {
  const { mutate } = useSWRConfig();
  return useCallback(
    () => mutate((key) => Array.isArray(key) && key[0] === LIST_KEY && key[1] === resourceName),
    [mutate, resourceName],
  );
}
