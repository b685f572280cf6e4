/** URL prefix under which DATA_DIR/files is served. */
export const FILES_PREFIX = '/files/';

/** The server path of a stored file; the seeds' clients prefix it with the API host. */
export const filePath = (relative: string): string => `${FILES_PREFIX}${relative}`;

/** A stored path (relative to the files folder) as answers show it: `/files/...`, '' when none. */
export const shownImage = (stored: unknown): string =>
  typeof stored === 'string' && stored !== '' ? filePath(stored) : '';

/**
 * The URL of a stored file that answers give (and clients may keep, as screens keep their pictures'):
 * absolute on the configured public origin (PUBLIC_URL), else the server path. Never built from the Host
 * header, which any caller chooses.
 */
export const fileUrl = (publicUrl: string | null, relative: string): string =>
  `${publicUrl ?? ''}${filePath(relative)}`;
