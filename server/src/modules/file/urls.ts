import type { FastifyRequest } from 'fastify';

/** URL prefix under which DATA_DIR/files is served. */
export const FILES_PREFIX = '/files/';

/** The server path of a stored file; the seeds' clients prefix it with the API host. */
export const filePath = (relative: string): string => `${FILES_PREFIX}${relative}`;

/** An absolute URL of a stored file, on the host the caller reached, so it works from another origin too. */
export const fileUrl = (request: FastifyRequest, relative: string): string =>
  `${request.protocol}://${request.host}${filePath(relative)}`;
