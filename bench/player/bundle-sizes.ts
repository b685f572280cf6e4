import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface ChunkSize {
  file: string;
  gzipKb: number;
}

const gzipKb = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length / 1024;

/**
 * The player's initial JavaScript (the entry script of index.html and what it preloads) and every
 * lazy chunk, gzip-compressed as a server would send them.
 */
export function bundleSizes(distDir: string): { initial: ChunkSize[]; lazy: ChunkSize[] } {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const initialFiles = new Set(
    [...html.matchAll(/(?:src|href)="[^"]*?\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]),
  );
  const all = readdirSync(join(distDir, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ file: `assets/${name}`, gzipKb: gzipKb(join(distDir, 'assets', name)) }));
  return {
    initial: all.filter((chunk) => initialFiles.has(chunk.file)),
    lazy: all.filter((chunk) => !initialFiles.has(chunk.file)).sort((a, b) => b.gzipKb - a.gzipKb),
  };
}
