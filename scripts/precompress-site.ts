// The last step of `npm run build`: beside every text file of dist/ its brotli and gzip forms,
// made once here at each format's best setting, then dist/ is stamped as a complete build. The
// one-process server sends these forms as they are (src/server/plugins/page-cache.ts,
// asset-cache.ts), and so does nginx (gzip_static, brotli_static): no instance compresses a page
// or a script when it starts or when it answers.
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { BEST_GZIP, bestBrotli } from '../src/server/plugins/page-cache.ts';
import { markSiteBuilt } from './site-build.mjs';

/** The files worth compressing; smaller ones gain less than the header costs. */
const TEXT_FILE = /\.(html|js|mjs|css|svg|json|txt|xml|webmanifest|map)$/;
const MIN_COMPRESSED_BYTES = 256;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

function* textFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* textFiles(full);
    else if (TEXT_FILE.test(entry.name)) yield full;
  }
}

/** Writes `file.br` and `file.gz` beside every text file under `dist` that is worth it; resolves to their count. */
export async function precompressSite(dist: string): Promise<number> {
  // zlib's asynchronous calls run on libuv's thread pool: every core compresses.
  const files = [...textFiles(dist)];
  const done = await Promise.all(
    files.map(async (file) => {
      const raw = await fs.promises.readFile(file);
      if (raw.length < MIN_COMPRESSED_BYTES) return 0;
      const [br, gz] = await Promise.all([brotli(raw, bestBrotli(raw.length)), gzip(raw, BEST_GZIP)]);
      await Promise.all([fs.promises.writeFile(`${file}.br`, br), fs.promises.writeFile(`${file}.gz`, gz)]);
      return 1;
    }),
  );
  return done.reduce<number>((sum, n) => sum + n, 0);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = path.resolve(import.meta.dirname, '..', 'dist');
  const started = performance.now();
  const count = await precompressSite(dist);
  console.log(`precompress: brotli and gzip forms of ${count} files in dist/ (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  markSiteBuilt();
}
