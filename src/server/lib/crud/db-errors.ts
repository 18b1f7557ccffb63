/** Recognises constraint violations of both dialects so they become 409s, not 500s. */
const codeOf = (error: unknown): string => String((error as { code?: unknown })?.code ?? '');

export const isUniqueViolation = (error: unknown) => ['SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY', '23505'].includes(codeOf(error));
export const isForeignKeyViolation = (error: unknown) => ['SQLITE_CONSTRAINT_FOREIGNKEY', '23503'].includes(codeOf(error));

/**
 * The database is unreachable or restarting, not the request at fault: PostgreSQL's connection
 * exceptions (08…), operator intervention (57P01 terminated, 57P02 crash shutdown, 57P03 cannot
 * connect now), node-postgres losing its socket or finding no server (TCP or Unix socket), or
 * SQLite busy beyond its timeout. These answer
 * 503 with Retry-After; the pool opens fresh connections by itself once the database is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = codeOf(error);
  if (/^08/.test(code) || ['57P01', '57P02', '57P03', 'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'SQLITE_BUSY'].includes(code)) return true;
  // Over a Unix socket, a stopped PostgreSQL has removed its socket file: connecting fails with
  // ENOENT (a missing file met anywhere else, such as an upload, is not this).
  if (code === 'ENOENT' && (error as { syscall?: unknown }).syscall === 'connect') return true;
  const message = error instanceof Error ? error.message : '';
  return /Connection terminated|connection timeout|Client has encountered a connection error|terminating connection/i.test(message);
}
