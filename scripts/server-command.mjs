// How every launcher runs the API process: `npm start`, `npm run cluster`, and the servers the
// tests and benchmarks start, so all of them run what is measured: the compiled server
// (dist-server/main.js, scripts/build-server.mjs) with plain node, no TypeScript loader
// (docs/decisions/052-compiled-server.md). `--enable-source-maps` points the stack traces in the
// logs at the TypeScript lines.
//
// Two V8 settings keep an instance's memory near what it uses (docs/decisions/029):
// - `--max-semi-space-size=4`: the young generation may grow to two 16 MB halves and keeps them
//   once grown, 32 MB for objects that live one request; two 4 MB halves cost more, shorter
//   collections and hold 24 MB less, idle or serving.
// - `--heap-growing-percent=50`: after a full collection V8 lets the old generation grow by up to
//   four times what survived before the next, and keeps the pages it grew into. Opening 5,000
//   event streams at once then took the heap to 222 MB for 94 MB in use; growing by half, to
//   141 MB.
//
// A third makes V8 optimise the hot code sooner (docs/decisions/051): `--interrupt-budget` is how
// much bytecode a function runs between V8's looks at whether to optimise it (66 KB by default).
// A process restarted under bench:cluster's load served its requests at two thirds of its later
// rate for six to eight seconds, while the compiler caught up on a busy machine, and at 16 KB for
// two, with the same rate once settled.
import { SERVER_MAIN } from './site-build.mjs';

/**
 * Node's arguments that start the compiled server. `semiSpaceMb` trades memory
 * for requests a second: under bench:cluster's full load an instance spent 17 % of its working
 * time collecting garbage with 4 MB halves and 7 % with 16 MB, which hold 24 MB more
 * (`npm run cluster`, docs/decisions/045-what-limits-scale-next.md).
 */
export function serverCommand(semiSpaceMb = 4) {
  return [`--max-semi-space-size=${semiSpaceMb}`, '--heap-growing-percent=50', '--interrupt-budget=16384', '--enable-source-maps', SERVER_MAIN];
}
export const SERVER_COMMAND = serverCommand();
