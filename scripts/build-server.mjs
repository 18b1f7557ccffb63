// The server compiled to plain JavaScript: src/server/main.ts and everything of ours it imports,
// bundled by esbuild into dist-server/main.js with its source map, the packages in node_modules
// left as imports (docs/decisions/052-compiled-server.md). Every launcher runs this file with
// node (scripts/server-command.mjs), so no process transpiles TypeScript as it starts.
//
// `npm run build` runs it first; `npm start`, `npm test` and the test servers run it when the
// build is missing or older than its sources (`serverIsCurrent` in scripts/site-build.mjs).
// Each file is written beside its place and renamed over it, and the list of inputs last: a
// process starting meanwhile loads the old build or the new one, never half of one.
import fs from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { SERVER_BUILD, SERVER_ENTRY, SERVER_INPUTS } from './site-build.mjs';

const root = path.resolve(import.meta.dirname, '..');

/** Compiles the server into dist-server/ and records the source files it was built from. */
export function buildServer() {
  const started = Date.now();
  const outdir = path.join(root, SERVER_BUILD);
  const result = buildSync({
    absWorkingDir: root,
    entryPoints: [SERVER_ENTRY],
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    // The packages stay in node_modules, loaded as the sources load them: native ones
    // (better-sqlite3, sharp, argon2), the ones that find their own files by path
    // (@fastify/swagger-ui), and pino's transport worker.
    packages: 'external',
    // `node --enable-source-maps` maps stack traces in the logs to the TypeScript lines; the
    // sources themselves are in the repository, not in the map.
    sourcemap: 'linked',
    sourcesContent: false,
    metafile: true,
    write: false,
    logLevel: 'warning',
  });
  fs.mkdirSync(outdir, { recursive: true });
  const files = [...result.outputFiles].sort((a, b) => Number(a.path.endsWith('.js')) - Number(b.path.endsWith('.js')));
  for (const file of files) writeWhole(file.path, file.contents);
  const inputs = Object.keys(result.metafile.inputs).sort();
  writeWhole(path.join(root, SERVER_INPUTS), `${JSON.stringify({ builtAt: new Date(started).toISOString(), inputs }, null, 1)}\n`);
  // Stamped with the time the build read its sources: a file saved while it ran makes it stale.
  fs.utimesSync(path.join(root, SERVER_INPUTS), new Date(started), new Date(started));
  return { ms: Date.now() - started, inputs: inputs.length };
}

function writeWhole(file, contents) {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, contents);
  fs.renameSync(temporary, file);
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const { ms, inputs } = buildServer();
  console.log(`Server compiled: ${SERVER_BUILD}/main.js from ${inputs} source files in ${ms} ms`);
}
