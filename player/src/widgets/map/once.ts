/**
 * A load run once a page, on the first demand, its answer shared by every later caller (the basemap's
 * data serves all the maps of a wall). A failure is not kept: the next caller tries again.
 */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
