/**
 * Inside a backup archive (.tar.gz): `manifest.json`, the database under `database/`, and the parts of
 * DATA_DIR the server keeps. `incoming/` (uploads being received) is scratch and stays out.
 */
export const MANIFEST_FILE = 'manifest.json';
export const PGLITE_DUMP = 'database/pglite.tar';
export const POSTGRES_DUMP = 'database/postgres.dump';
export const DATA_PARTS = ['files', 'tasks', 'camera-stream.secret'];
export const SCRATCH_PARTS = ['incoming'];

const topOf = (path: string) => path.split('/')[0];

export const isDataPart = (path: string) => DATA_PARTS.includes(topOf(path));
export const isBackupRecord = (path: string) => path === MANIFEST_FILE || topOf(path) === 'database';
