import { fileURLToPath } from 'node:url';

/**
 * The server package's folder (migrations, package.json, the sibling apps' builds are found from it).
 * This file sits one level under it both as a source (src/) and bundled for production (dist/), so
 * the same relative path holds in both.
 */
export const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));
