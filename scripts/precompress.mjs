// Writes a gzip copy beside every text file under a built app's assets/ (node scripts/precompress.mjs
// <dist>), so the server and nginx send compressed bundles without compressing them on each request: the
// console's first page is about a quarter of its size gzipped. Only assets/: their names carry a content
// hash and nothing edits them after the build, whereas config.json is rewritten where the app is deployed
// (by an operator, by the web image's entrypoint), and a copy left from the build would be sent in its
// place. No brotli copy: browsers ask for brotli only over HTTPS, the site office's server answers plain
// HTTP, and nginx's official image cannot send it.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|map|wasm)$/;
const gzipped = promisify(gzip);

async function* textFiles(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* textFiles(path);
    else if (COMPRESSIBLE.test(entry.name)) yield path;
  }
}

async function precompress(path) {
  const body = await readFile(path);
  const gz = await gzipped(body, { level: 9 });
  if (gz.length >= body.length) return { raw: body.length, gzip: body.length };
  await writeFile(`${path}.gz`, gz);
  return { raw: body.length, gzip: gz.length };
}

if (!process.argv[2]) throw new Error('usage: node scripts/precompress.mjs <dist folder>');
const dir = join(process.argv[2], 'assets');
const started = Date.now();
const files = [];
for await (const path of textFiles(dir)) files.push(path);
let raw = 0;
let zipped = 0;
// A few at a time, on libuv's threads.
for (let start = 0; start < files.length; start += 8) {
  for (const sizes of await Promise.all(files.slice(start, start + 8).map(precompress))) {
    raw += sizes.raw;
    zipped += sizes.gzip;
  }
}
const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1);
console.log(
  `precompressed ${files.length} files in ${dir}: ${mb(raw)} MB → ${mb(zipped)} MB gzip (${Date.now() - started} ms)`,
);
