/** The database a backup reads or a restore writes: the embedded PGlite folder, or a PostgreSQL database. */
export type StoredDatabase = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

/** What the server stores: DATA_DIR and its database. */
export interface StoragePlace {
  dataDir: string;
  database: StoredDatabase;
  /** S3_BUCKET: the uploads and task files are there, and the bucket's own tools back them up. */
  bucket?: string;
}
