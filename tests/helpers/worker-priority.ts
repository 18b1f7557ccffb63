// A test worker of a suite that yields (`npm test` runs the SQLite suite beside the others at a
// lower priority) lowers its own priority, and the servers and tools it starts inherit it. Only
// the workers: vitest's main process stays at the normal priority, because a worker waits on it
// for every module and result, and gives up on a call it cannot answer within a minute.
import os from 'node:os';

const nice = Number(process.env.TEST_WORKER_NICE);
if (Number.isInteger(nice) && nice > os.getPriority()) os.setPriority(nice);
