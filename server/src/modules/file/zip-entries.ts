import type { Readable } from 'node:stream';
import yauzl, { type Entry } from 'yauzl';

/** The first bytes of a zip file (a local file header). */
export const ZIP_SIGNATURE = Buffer.from('PK\x03\x04', 'latin1');

export interface ZipEntryFile {
  /** Its path in the archive, folders included. */
  name: string;
  /** As the archive declares it (checked while reading: a lie ends the stream with an error). */
  size: number;
  open(): Promise<Readable>;
}

const UTF8_FLAG = 0x800;
const UNICODE_PATH_FIELD = 0x7075;
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
const gb18030 = new TextDecoder('gb18030');

/**
 * An entry's name. Zips made on Chinese Windows store names in GB18030 without saying so; a name that is
 * not valid UTF-8 and not flagged as such is read that way, instead of yauzl's CP437 fallback.
 */
function entryName(entry: Entry): string {
  const declared =
    (entry.generalPurposeBitFlag & UTF8_FLAG) !== 0 ||
    entry.extraFields.some((field) => field.id === UNICODE_PATH_FIELD);
  if (declared) return entry.fileName;
  try {
    return strictUtf8.decode(entry.fileNameRaw);
  } catch {
    return gb18030.decode(entry.fileNameRaw);
  }
}

/**
 * The files of a zip archive (folders left out), read from its central directory: an entry is inflated
 * only when opened, so a caller can skip what it does not want. The archive closes when the loop ends.
 */
export async function* zipEntries(path: string): AsyncGenerator<ZipEntryFile> {
  const zip = await yauzl.openPromise(path, {
    lazyEntries: true,
    autoClose: false,
    validateEntrySizes: true,
  });
  try {
    for await (const entry of zip.eachEntry()) {
      const name = entryName(entry);
      if (name.endsWith('/')) continue;
      yield { name, size: entry.uncompressedSize, open: () => zip.openReadStreamPromise(entry) };
    }
  } finally {
    zip.close();
  }
}
