import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZipFile } from 'yazl';
import { zipEntries } from './zip-entries';

const UTF8_FLAG = 0x800;

/** A zip whose first entry is named 张三.jpg in GB18030 without the UTF-8 flag, as Chinese Windows writes it. */
async function windowsZip(): Promise<Buffer> {
  const zip = new ZipFile();
  zip.addBuffer(Buffer.from('first'), 'ABCD.jpg');
  zip.addBuffer(Buffer.from('second'), '照片/李四.png');
  zip.addEmptyDirectory('空目录');
  zip.end();
  const bytes = await buffer(zip.outputStream);
  for (let at = bytes.indexOf('ABCD.jpg'); at !== -1; at = bytes.indexOf('ABCD.jpg', at + 1)) {
    Buffer.from([0xd5, 0xc5, 0xc8, 0xfd]).copy(bytes, at);
  }
  // The general purpose flags of the first local header and the first central directory header.
  for (const [signature, offset] of [
    [0x04034b50, 6],
    [0x02014b50, 8],
  ]) {
    const header = bytes.indexOf(Buffer.from(new Uint32Array([signature]).buffer));
    bytes.writeUInt16LE(bytes.readUInt16LE(header + offset) & ~UTF8_FLAG, header + offset);
  }
  return bytes;
}

describe('zip entries', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'zip-entries-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('lists the files with their names, GB18030 ones too, and reads them on request', async () => {
    const path = join(dir, 'photos.zip');
    await writeFile(path, await windowsZip());
    const found: [string, number, string][] = [];
    for await (const entry of zipEntries(path)) {
      found.push([entry.name, entry.size, (await buffer(await entry.open())).toString()]);
    }
    expect(found).toEqual([
      ['张三.jpg', 5, 'first'],
      ['照片/李四.png', 6, 'second'],
    ]);
  });

  it('refuses what is not a zip', async () => {
    const path = join(dir, 'fake.zip');
    await writeFile(path, 'PK\u0003\u0004 but nothing more');
    await expect(zipEntries(path).next()).rejects.toThrow();
  });
});
